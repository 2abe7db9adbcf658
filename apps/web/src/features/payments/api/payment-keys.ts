import type { PaymentMethod, PaymentStatus } from '@taxi/contract';

/** What the payments list shows: the page and the four filters of SPEC.md §2.10 (undefined = all). */
export interface PaymentsListParams {
  pageNumber: number;
  pageSize: number;
  userId: number | undefined;
  status: PaymentStatus | undefined;
  paymentMethod: PaymentMethod | undefined;
  paymentDate: string | undefined;
}

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (params: PaymentsListParams) => [...paymentKeys.lists(), params] as const,
};
