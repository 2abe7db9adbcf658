import { MAX_ID, PAYMENT_METHODS } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema } from '@/components/data-table';
import type { PaymentsListParams } from '../api/payment-keys';

export const PAYMENTS_PAGE_SIZES = [10, 25, 50] as const;
/** The statuses the filter offers (SPEC.md §2.10); `refounded` keeps its wire spelling. */
export const PAYMENT_FILTER_STATUSES = ['succeeded', 'refounded', 'cancelled'] as const;

/** The URL of the list: ?userId=…&status=…&paymentMethod=…&paymentDate=…&pageNumber=… (SPEC.md §9: 10 rows from page 1). */
export const paymentsListParams = listParamsSchema(
  { pageSizes: PAYMENTS_PAGE_SIZES, defaultPageSize: 10 },
  {
    userId: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
    status: z.enum(['all', ...PAYMENT_FILTER_STATUSES]).catch('all'),
    paymentMethod: z.enum(['all', ...PAYMENT_METHODS]).catch('all'),
    paymentDate: z.iso.date().optional().catch(undefined),
  },
);
export type PaymentsUrlParams = z.output<typeof paymentsListParams>;

/** The URL's filters as the request wants them: 'all' means no filter. */
export const toRequestParams = (params: PaymentsUrlParams): PaymentsListParams => ({
  pageNumber: params.pageNumber,
  pageSize: params.pageSize,
  userId: params.userId,
  status: params.status === 'all' ? undefined : params.status,
  paymentMethod: params.paymentMethod === 'all' ? undefined : params.paymentMethod,
  paymentDate: params.paymentDate,
});
