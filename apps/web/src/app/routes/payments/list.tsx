import { PaymentsListPage } from '@/features/payments/components/payments-list-page';
import { useUserPickerSource } from '../user-picker-source';

/** A payment's user is the customer who paid (`userId` filters the payer). */
const PAYMENT_USER_ROLES = ['Customer'] as const;

/** /payments (SPEC.md §2.1): not preloaded; `?userId=` pre-fills the user picker, which searches customers. */
export function Component() {
  return <PaymentsListPage users={useUserPickerSource(PAYMENT_USER_ROLES)} />;
}
