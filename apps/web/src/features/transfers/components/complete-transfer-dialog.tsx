import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { BankTransfer } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useFreshTransfer } from '../api/refresh-transfer';
import { COMPLETED_COLOR } from './transfer-colors';

interface CompleteTransferDialogProps {
  transfer: BankTransfer;
  opened: boolean;
  busy: boolean;
  /** Why the last attempt failed (translated), shown in the dialog. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The dialog has gone (after its closing transition): where focus goes next is the caller's. */
  onClosed: () => void;
}

function Figure({ label, value, testId, danger = false }: { label: string; value: string; testId: string; danger?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>{label}</Text>
      <Text size="lg" fw={700} data-testid={testId} c={danger ? 'var(--mantine-color-error)' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Text>
    </Stack>
  );
}

/**
 * 'Completed' asks first (issue 22, item 3): the amount, the driver's balance read again as the
 * dialog opens, and what remains. When the balance no longer covers the amount the dialog says so
 * and offers no confirmation; the server refuses such a completion anyway (409).
 */
export function CompleteTransferDialog({ transfer, opened, busy, error, onCancel, onConfirm, onClosed }: CompleteTransferDialogProps) {
  const { t, i18n } = useTranslation('transfers');
  const money = (kurus: number) => formatMoney(kurus, i18n.language);
  const fresh = useFreshTransfer(transfer.bankTransferId, opened);
  const remains = transfer.balance - transfer.amount;
  const covered = remains >= 0;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title={t('actions.confirmTitle', { id: transfer.bankTransferId })}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
      data-testid="complete-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('actions.confirmIntro')}</Text>
        {fresh === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('actions.balanceLoading')}</Text>
          </Group>
        )}
        {fresh === 'error' && <Alert color="red" variant="light" role="alert" data-testid="complete-dialog-error">{t('actions.balanceLoadError')}</Alert>}
        {fresh === 'ready' && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="complete-dialog-figures">
              <Figure label={t('actions.confirmAmount')} value={money(transfer.amount)} testId="confirm-amount" />
              <Figure label={t('actions.confirmBalance')} value={money(transfer.balance)} testId="confirm-balance" />
              <Figure label={t('actions.confirmRemains')} value={money(remains)} testId="confirm-remains" danger={!covered} />
            </SimpleGrid>
            {!covered && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="confirm-not-covered">
                {t('actions.notCovered', { short: money(-remains) })}
              </Alert>
            )}
          </>
        )}
        {error && <Alert color="red" variant="light" role="alert" data-testid="complete-dialog-error">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>{t('actions.cancel')}</Button>
          <Button color={COMPLETED_COLOR} data-autofocus loading={busy} disabled={fresh !== 'ready' || !covered} onClick={onConfirm}>
            {t('actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
