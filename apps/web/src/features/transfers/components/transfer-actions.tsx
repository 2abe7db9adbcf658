import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { TransferStatus, type BankTransfer, type UpdateBankTransferStatusBody } from '@taxi/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorTextOf } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useUpdateTransferStatus } from '../api/update-transfer-status';
import { CompleteTransferDialog } from './complete-transfer-dialog';
import { COMPLETED_COLOR } from './transfer-colors';
import { isFinalTransfer } from './transfer-status';

interface TransferActionsProps {
  transfer: BankTransfer;
  /** A decision went through: focus goes to the changed status (WCAG 2.4.3). */
  onStatusChanged?: () => void;
  /** The status and figures a decision changes: its toasts do not cover them (issue 22, item 5). */
  about?: () => (Element | null)[];
}

/**
 * The decisions of SPEC.md §4: 'In progress' only at Pending, the reason and 'Reject' only at In
 * Progress, 'Completed' always visible: on an open payout it asks first (CompleteTransferDialog),
 * on a Completed or Rejected one it is disabled with the reason beside it. One request at a time:
 * the buttons are disabled while it runs, so a double click pays once. After a decision focus goes
 * to the status; after a failure back to the control that failed.
 */
export function TransferActions({ transfer, onStatusChanged, about = () => [] }: TransferActionsProps) {
  const { t } = useTranslation('transfers');
  const update = useUpdateTransferStatus(transfer.bankTransferId);
  const inFlight = useRef(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Each opening mounts the dialog anew, so it reads the balance again. */
  const [openings, setOpenings] = useState(0);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const completedRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the dialog has gone: the status after a completion, else the Completed button. */
  const afterDialog = useRef<'status' | 'button'>('button');
  const finalReasonId = useId();
  const final = isFinalTransfer(transfer.status);
  const me = useSession()?.user.id;
  // four-eyes (issue 25): whoever gave the first approval cannot give the second (the server says 409 too)
  const firstApprover = transfer.approval?.firstApproval?.id;
  const ownFirstApproval = !final && !transfer.approval?.secondApproval && firstApprover !== undefined && firstApprover === me;
  const completedBlocked = final || ownFirstApproval;

  const send = (body: UpdateBankTransferStatusBody, onFailure: (error: unknown) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    update.mutate(body, {
      onSuccess: (saved) => {
        setReason('');
        // Above the four-eyes threshold, Completed records the first approval: the payout stays open (issue 25).
        const firstApproval = body.status === TransferStatus.Completed && saved.status !== TransferStatus.Completed;
        notify.success(firstApproval ? t('approval.firstGiven') : t('actions.success'), { avoid: about() });
        if (body.status === TransferStatus.Completed) {
          afterDialog.current = 'status';
          setConfirming(false);
        } else onStatusChanged?.();
      },
      onError: (error) => {
        const dialog = document.querySelector('[data-testid="complete-dialog-figures"]')?.closest('section');
        notify.error(errorText(error, t, t('actions.failed')), { title: t('actions.failed'), avoid: [...about(), dialog] });
        onFailure(error);
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  /** The button that was pressed, found again by its name once it is enabled (it was disabled while busy). */
  const refocus = (name: string) => requestAnimationFrame(() => [...(buttons.current?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name)?.focus());

  const reject = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(t('actions.reasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    send({ status: TransferStatus.Rejected, rejectedReason: trimmed }, (error) => {
      const fieldError = fieldErrorTextOf(error, 'rejectedReason', t);
      if (fieldError) {
        setReasonError(fieldError);
        reasonRef.current?.focus();
      } else refocus(t('actions.reject'));
    });
  };

  const openDialog = () => {
    setDialogError(null);
    afterDialog.current = 'button';
    setOpenings((count) => count + 1);
    setConfirming(true);
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
        <Group gap="sm" ref={buttons}>
          {transfer.status === TransferStatus.Pending && (
            <Button variant="light" color="blue" disabled={busy}
              onClick={() => send({ status: TransferStatus.InProgress, rejectedReason: null }, () => refocus(t('actions.inProgress')))}>
              {t('actions.inProgress')}
            </Button>
          )}
          {transfer.status === TransferStatus.InProgress && (
            <Button variant="light" color="red" disabled={busy} onClick={reject}>
              {t('actions.reject')}
            </Button>
          )}
          <Button ref={completedRef} color={COMPLETED_COLOR} disabled={busy || completedBlocked} aria-describedby={completedBlocked ? finalReasonId : undefined} onClick={openDialog}>
            {t('actions.completed')}
          </Button>
          {completedBlocked && (
            <Text size="sm" c="dimmed" id={finalReasonId} data-testid="completed-disabled-reason">
              {final ? t('actions.finalReason', { status: t(`status.${transfer.status}`) }) : t('approval.ownFirst')}
            </Text>
          )}
        </Group>
      </Stack>
      <CompleteTransferDialog
        key={openings}
        transfer={transfer}
        opened={confirming}
        busy={busy}
        error={dialogError}
        onCancel={() => !busy && setConfirming(false)}
        onConfirm={() => send({ status: TransferStatus.Completed, rejectedReason: null }, (error) => setDialogError(errorText(error, t, t('actions.failed'))))}
        onClosed={() => (afterDialog.current === 'status' ? onStatusChanged?.() : completedRef.current?.focus())}
      />
    </Paper>
  );
}
