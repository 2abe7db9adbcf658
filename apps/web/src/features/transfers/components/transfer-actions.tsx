import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { TransferStatus, type BankTransfer, type UpdateBankTransferStatusBody } from '@taxi/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateTransferStatus } from '../api/update-transfer-status';

/** Teal 9 as a hex: Mantine darkens it on hover (a theme shade would lighten to teal 8, under 4.5:1 with white). */
const COMPLETED_COLOR = '#087f5b';

/**
 * The decisions of SPEC.md §4: 'In progress' only at Pending, the reason and 'Reject' only at In
 * Progress, 'Completed' always (the server refuses what is not allowed, and the screen says so).
 * One request at a time: the buttons are disabled while it runs, so a double click pays once.
 */
export function TransferActions({ transfer }: { transfer: BankTransfer }) {
  const { t } = useTranslation('transfers');
  const update = useUpdateTransferStatus(transfer.bankTransferId);
  const inFlight = useRef(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const send = (body: UpdateBankTransferStatusBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    update.mutate(body, {
      onSuccess: () => {
        setReason('');
        notify.success(t('actions.success'));
      },
      onError: (error) => {
        const reasonFromServer = error instanceof ApiRequestError && error.status >= 400 ? error.message : null;
        if (reasonFromServer) notify.error(reasonFromServer, { title: t('actions.failed') });
        else notify.error(t('actions.failed'));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const reject = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t('actions.reasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    send({ status: TransferStatus.Rejected, rejectedReason: trimmed });
  };

  const busy = update.isPending;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="transfer-actions">
      <Stack gap="md">
        <Title order={3} size="h5">{t('actions.title')}</Title>
        {transfer.status === TransferStatus.InProgress && (
          <Textarea
            ref={reasonRef}
            label={t('actions.reason')}
            description={t('actions.reasonHint')}
            value={reason}
            error={reasonError}
            rows={3}
            maxLength={500}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
          />
        )}
        <Group gap="sm">
          {transfer.status === TransferStatus.Pending && (
            <Button variant="light" color="blue" disabled={busy} onClick={() => send({ status: TransferStatus.InProgress, rejectedReason: null })}>
              {t('actions.inProgress')}
            </Button>
          )}
          {transfer.status === TransferStatus.InProgress && (
            <Button variant="light" color="red" disabled={busy} onClick={reject}>
              {t('actions.reject')}
            </Button>
          )}
          <Button color={COMPLETED_COLOR} disabled={busy} loading={busy && update.variables?.status === TransferStatus.Completed}
            onClick={() => send({ status: TransferStatus.Completed, rejectedReason: null })}>
            {t('actions.completed')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
