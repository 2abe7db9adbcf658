import { PaymentsListPage } from '@/features/payments/components/payments-list-page';

/** /payments (SPEC.md §2.1): not preloaded; `?userId=` pre-fills the user filter. */
export function Component() {
  return <PaymentsListPage />;
}
