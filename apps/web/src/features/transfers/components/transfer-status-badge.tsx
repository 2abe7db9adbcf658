import { Badge } from '@mantine/core';
import type { TransferStatus } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './transfer-status';

/** A payout's status (0 Pending, 1 In Progress, 2 Completed, 3 Rejected) as a coloured badge with its word. */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" autoContrast miw="max-content" data-testid="transfer-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
