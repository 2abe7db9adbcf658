import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { BankTransfer, TransferApprover } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useApproveTransfer } from '../api/bank-files';
import { isFinalTransfer } from './transfer-status';

/**
 * Four-eyes (issue 25, docs/money.md): on a payout above App Settings' threshold, who gave the
 * first approval and when, and the button for a different staff member to give the second (which
 * completes the payout). The one who gave the first sees why they cannot give the second; the
 * server refuses it too (409).
 */
export function TransferApproval({ transfer, onApproved }: { transfer: BankTransfer; onApproved?: () => void }) {
  const { t, i18n } = useTranslation('transfers');
  const may = useCan();
  const me = useSession()?.user.id;
  const approve = useApproveTransfer(transfer.bankTransferId);
  const approval = transfer.approval;
  if (!approval?.secondApprovalRequired && !approval?.firstApproval) return null;
  const { firstApproval: first, secondApproval: second } = approval;
  const open = !isFinalTransfer(transfer.status);
  const line = (key: string, who: TransferApprover, testId: string) => (
    <Text size="sm" data-testid={testId}>
      {t(key, { name: who.name || who.email || `#${who.id}`, date: formatDateTime(who.at, i18n.language) })}
    </Text>
  );
  const give = () =>
    approve.mutate(undefined, {
      onSuccess: (next) => {
        notify.success(next.status === transfer.status ? t('approval.firstGiven') : t('approval.secondGiven'));
        onApproved?.();
      },
      onError: (error) => notify.error(errorText(error, t, t('actions.failed')), { title: t('actions.failed') }),
    });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="transfer-approval">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('approval.title')}</Title>
        <Text size="sm" c="dimmed">{t('approval.required')}</Text>
        {first ? line('approval.first', first, 'first-approval') : <Text size="sm" data-testid="first-approval">{t('approval.noneYet')}</Text>}
        {second && line('approval.second', second, 'second-approval')}
        {open && !second && first && first.id === me && (
          <Text size="sm" fw={500} data-testid="approval-own">{t('approval.ownFirst')}</Text>
        )}
        {open && !second && may('transfers.approve') && (!first || first.id !== me) && (
          <Button onClick={give} loading={approve.isPending} style={{ alignSelf: 'flex-start' }} data-testid="approve-button">
            {first ? t('approval.giveSecond') : t('approval.giveFirst')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
