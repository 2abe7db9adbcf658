import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconEye } from '@tabler/icons-react';
import type { BankTransfer } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime, formatFullName, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { exceedsBalance } from './transfer-status';
import { TransferStatusBadge } from './transfer-status-badge';
import { EmailText } from '@/components/contact-text';

function TransferUserCell({ user }: { user: BankTransfer['user'] }) {
  const { t } = useTranslation('transfers');
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} size={36} decorative />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>{formatFullName(user)}</Text>
        <Text size="xs" c="dimmed">{user.email ? <EmailText email={user.email} /> : t('noEmail')}</Text>
      </Stack>
    </Group>
  );
}

/**
 * The amount; an open payout the driver's balance no longer covers says so in words beside it
 * (issue 22, item 4), not by colour alone: completing it would be refused until the balance grows.
 */
function TransferAmountCell({ transfer, language }: { transfer: BankTransfer; language: string }) {
  const { t } = useTranslation('transfers');
  const amount = formatMoney(transfer.amount, language);
  if (!exceedsBalance(transfer)) return amount;
  return (
    <Stack gap={2} align="flex-end" data-testid="over-balance">
      <Text size="sm" span>{amount}</Text>
      <Text size="xs" fw={600} c="var(--mantine-color-error)" span title={t('list.overBalanceHint', { balance: formatMoney(transfer.balance, language) })}>
        <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: '-1px', marginInlineEnd: 4 }} />
        {t('list.overBalance')}
      </Text>
    </Stack>
  );
}

function ViewTransfer({ transfer }: { transfer: BankTransfer }) {
  const { t } = useTranslation('transfers');
  const label = t('actions.view', { id: transfer.bankTransferId, name: formatFullName(transfer.user) });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="lg" component={Link} to={paths.transfers.details.getHref(transfer.bankTransferId)} aria-label={label}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The columns of SPEC.md §2.7 (headers in `transfers:columns.*`); money in TRY. */
export function useTransferColumns(): DataTableColumn<BankTransfer>[] {
  const { i18n } = useTranslation('transfers');
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'id', header: 'columns.id', mobile: 'title', noWrap: true, cell: (row) => <Text fw={600} size="sm" span>#{row.bankTransferId}</Text> },
      { key: 'user', header: 'columns.user', cell: (row) => <TransferUserCell user={row.user} /> },
      { key: 'amount', header: 'columns.amount', numeric: true, cell: (row) => <TransferAmountCell transfer={row} language={language} /> },
      { key: 'balance', header: 'columns.balance', numeric: true, cell: (row) => formatMoney(row.balance, language) },
      { key: 'dateCreated', header: 'columns.dateCreated', noWrap: true, cell: (row) => formatDateTime(row.dateCreated, language) },
      { key: 'status', header: 'columns.status', cell: (row) => <TransferStatusBadge status={row.status} /> },
      { key: 'actions', header: 'columns.actions', mobile: 'actions', align: 'center', cell: (row) => <ViewTransfer transfer={row} /> },
    ],
    [language],
  );
}
