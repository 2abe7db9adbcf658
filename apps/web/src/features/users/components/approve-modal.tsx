import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/lib/form-errors';

/** Tomorrow as `YYYY-MM-DD` in the admin's calendar: the first day the date picker offers. */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

interface ApproveModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Sends the approval with the chosen day; a failure keeps the dialog open with the server's message. */
  onConfirm: (verifiedUntil: string) => Promise<unknown>;
}

/** SPEC.md §4: approving asks for an 'Approved until' date (checked by the server, SPEC.md §5). */
export function ApproveModal({ opened, title, onClose, onConfirm }: ApproveModalProps) {
  const { t } = useTranslation('users');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setDate('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(date);
      close();
    } catch (failure) {
      setError(serverFieldErrors(failure)?.verifiedUntil ?? null);
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
          <TextInput
            type="date"
            label={t('verification.approvedUntil')}
            description={t('verification.approvedUntilHint')}
            value={date}
            min={tomorrow()}
            error={error}
            onChange={(event) => setDate(event.currentTarget.value)}
            required
            data-autofocus
            data-testid="approved-until-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t('reason.cancel')}</Button>
            <Button type="submit" color="teal.9" loading={busy} disabled={!date}>{t('verification.approveConfirm')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
