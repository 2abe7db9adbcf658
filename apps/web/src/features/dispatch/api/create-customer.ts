import { useMutation } from '@tanstack/react-query';
import { type CreateDispatchCustomerBody } from '@taxi/contract';
import { DispatchCustomer } from '@taxi/contract/dispatch-desk';
import { api } from '@/lib/api-client';

/** POST /api/dispatch/customers: a new caller (409 when the phone number already belongs to a customer). */
export async function createCustomer(body: CreateDispatchCustomerBody): Promise<DispatchCustomer> {
  return DispatchCustomer.parse(await api.post<unknown>('/api/dispatch/customers', body));
}

export const useCreateCustomer = () => useMutation({ mutationFn: createCustomer });
