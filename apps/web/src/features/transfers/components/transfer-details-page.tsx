import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { formatDateTime, formatFullName, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useTransfer } from '../api/get-transfer';
import { TransferActions } from './transfer-actions';
import { TransferApproval } from './transfer-approval';
import { TransferPartyCard } from './transfer-party-card';
import type { TransferSenderState } from './transfer-sender';
import { TransferStatusBadge } from './transfer-status-badge';
import { useCan } from '@/lib/permissions';
import { TransferStatusBanner } from './transfer-status-banner';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" fw={500} data-testid={testId}>{value}</Text>
    </Stack>
  );
}

/**
 * /transfers/details/{id} (SPEC.md §2.7): the status banner, the ids and dates, the sender (the app
 * settings; 'Failed to get app settings' when they cannot be read), the user, the amount, the
 * description and the decisions of SPEC.md §4. `history`: the History panel the route gives (features/audit), below the rest.
 */
export function TransferDetailsPage({ id, sender, history }: { id: number; sender: TransferSenderState; history?: ReactNode }) {
  const { t, i18n } = useTranslation('transfers');
  const may = useCan();
  const language = i18n.language;
  const { data: transfer } = useTransfer(id);
  const { user } = transfer;
  const senderFailed = sender.status === 'error';
  useEffect(() => {
    if (senderFailed) notify.error(t('details.senderLoadError'));
  }, [senderFailed, t]);
  const userName = formatFullName(user);
  const banner = useRef<HTMLDivElement>(null);
  const figures = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="lg" data-testid="transfer-details">
      <TransferStatusBanner transfer={transfer} ref={banner} />
      <Paper withBorder radius="md" p="lg" ref={figures}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" data-testid="transfer-id">{t('details.transferId', { id: transfer.bankTransferId })}</Title>
            <TransferStatusBadge status={transfer.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            <Figure label={t('details.dateCreated')} value={formatDateTime(transfer.dateCreated, language)} testId="transfer-created" />
            <Figure label={t('details.lastModified')} value={formatDateTime(transfer.lastModifiedDate, language)} testId="transfer-modified" />
            <Figure label={t('details.totalAmount')} value={formatMoney(transfer.amount, language)} testId="transfer-amount" />
            <Figure label={t('details.balance')} value={formatMoney(transfer.balance, language)} testId="transfer-balance" />
          </SimpleGrid>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('details.description')}</Text>
            <Text size="sm" data-testid="transfer-description" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {transfer.description || t('details.noDescription')}
            </Text>
          </Stack>
        </Stack>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TransferPartyCard title={t('details.from')} testId="transfer-sender" loading={sender.status === 'loading'}
            party={sender.status === 'ready' ? sender.sender : null} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TransferPartyCard
            title={t('details.to')}
            testId="transfer-user"
            party={{
              name: (
                <Group gap="xs" wrap="nowrap" component="span">
                  <UserAvatar user={user} size={28} decorative />
                  {user.id === null ? userName || t('details.deletedUser') : <Anchor component={Link} to={paths.users.details.getHref(user.id)} size="sm">{userName}</Anchor>}
                </Group>
              ),
              address: user.address,
              phone: user.phoneNumber,
              email: user.email,
            }}
          />
        </Grid.Col>
      </Grid>
      <TransferApproval transfer={transfer} onApproved={() => banner.current?.focus()} />
      {may('transfers.decide') && <TransferActions transfer={transfer} onStatusChanged={() => banner.current?.focus()} about={() => [banner.current, figures.current]} />}
      {history}
    </Stack>
  );
}
