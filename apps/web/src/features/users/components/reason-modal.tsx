import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/lib/form-errors';

interface ReasonModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  onClose: () => void;
  /** Sends the decision; a failure leaves the dialog open with the server's message under the field. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * Asks for a rejection reason (a document or the user). The client sends what was typed; the
 * server decides what a valid reason is (SPEC.md §5) and its message shows under the field.
 */
export function ReasonModal({ opened, title, confirmLabel, onClose, onConfirm }: ReasonModalProps) {
  const { t } = useTranslation('users');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(reason);
      close();
    } catch (failure) {
      setError(serverFieldErrors(failure)?.rejectionReason ?? null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('dialog.close') }} opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('reason.label')}
            placeholder={t('reason.placeholder')}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={500}
            data-autofocus
            data-testid="reason-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t('reason.cancel')}</Button>
            <Button type="submit" color="red" loading={busy}>{confirmLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
