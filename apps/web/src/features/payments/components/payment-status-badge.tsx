import { Badge } from '@mantine/core';
import { isSuccessfulPayment, type PaymentStatus } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

/** Green for succeeded and completed, red for refounded and cancelled (SPEC.md §2.10, DESIGN.md §5); dark shades keep white text at 4.5:1. */
export const paymentStatusColor = (status: PaymentStatus): string => (isSuccessfulPayment(status) ? 'teal.9' : 'red.8');

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={paymentStatusColor(status)} variant="filled" miw="max-content" data-testid="payment-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
