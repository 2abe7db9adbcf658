import { Badge } from '@mantine/core';
import { isSuccessfulPayment, type PaymentStatus } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

/** Green for succeeded and completed, red for refounded and cancelled (SPEC.md §2.10, DESIGN.md §5). */
export const paymentStatusColor = (status: PaymentStatus): 'teal' | 'red' => (isSuccessfulPayment(status) ? 'teal' : 'red');

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={paymentStatusColor(status)} variant="light" data-testid="payment-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
