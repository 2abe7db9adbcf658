import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentRow } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { paymentKeys, type PaymentsListParams } from './payment-keys';

export const PAYMENTS_PATH = '/api/Payments/GetPayments';

/** GET /api/Payments/GetPayments: one page; empty filters are left out of the query (SPEC.md §7). */
export async function getPayments(params: PaymentsListParams, signal?: AbortSignal): Promise<Page<PaymentRow>> {
  const page = await api.getPage<unknown>(PAYMENTS_PATH, { ...params }, signal);
  return { items: z.array(PaymentRow).parse(page.items), pagination: page.pagination };
}

export const paymentsQueryOptions = (params: PaymentsListParams) =>
  queryOptions({ queryKey: paymentKeys.list(params), queryFn: ({ signal }) => getPayments(params, signal) });

/** The page on screen stays while the next one loads. */
export const usePayments = (params: PaymentsListParams) => useQuery({ ...paymentsQueryOptions(params), placeholderData: keepPreviousData });
