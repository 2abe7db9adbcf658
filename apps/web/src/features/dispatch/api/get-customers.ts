import { type DispatchCustomer } from '@taxi/contract';
import { DispatchCustomerList } from '@taxi/contract/dispatch-desk';
import { api } from '@/lib/api-client';
import type { SearchQuery } from './search-query';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/dispatch/customers?q: up to 10 customers by a part of the name, surname or phone. */
export async function getCustomers(q: string, signal?: AbortSignal): Promise<DispatchCustomer[]> {
  return DispatchCustomerList.parse(await api.get<unknown>('/api/dispatch/customers', { q }, signal)).customers;
}

/** The caller search of a typed text (the booking panel's search box). */
export const customerSearch = (q: string): SearchQuery<DispatchCustomer> => ({ queryKey: dispatchKeys.customers(q), queryFn: ({ signal }) => getCustomers(q, signal), staleTime: 10_000 });
