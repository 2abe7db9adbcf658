import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconProgress } from '@tabler/icons-react';
import type { BankTransfer } from '@taxi/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './transfer-status';

const ICONS = { 0: IconClockHour4, 1: IconProgress, 2: IconCircleCheck, 3: IconCircleX } as const;

/**
 * The status banner of the details (SPEC.md §2.7): what state the payout is in, and why it was
 * rejected. Focusable from script (not a tab stop): a decision moves focus here (WCAG 2.4.3).
 */
export function TransferStatusBanner({ transfer, ref }: { transfer: BankTransfer; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('transfers');
  const Icon = ICONS[transfer.status];
  return (
    <Alert ref={ref} tabIndex={-1} color={STATUS_COLORS[transfer.status].split('.')[0]} variant="light" icon={<Icon aria-hidden />} title={t(`banner.title.${transfer.status}`)}
      data-testid="transfer-banner" data-status={transfer.status} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {transfer.status === 3 && transfer.rejectedReason ? t('banner.rejectedReason', { reason: transfer.rejectedReason }) : t(`banner.text.${transfer.status}`)}
    </Alert>
  );
}
