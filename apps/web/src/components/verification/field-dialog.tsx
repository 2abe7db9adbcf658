import { Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorTextOf } from '@/lib/error-text';

/** What the dialog hands its one field: the typed value, the server's message for it, and the setter. */
export interface DialogField {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

interface FieldDialogProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  confirmColor: MantineColor;
  /** The server's field whose message shows under the input when the decision fails (e.g. 'rejectionReason'). */
  errorField: string;
  /** Confirm stays off until something is entered. */
  requireValue?: boolean;
  onClose: () => void;
  /** Sends the decision; a failure keeps the dialog open with the server's message under the field. */
  onConfirm: (value: string) => Promise<unknown>;
  /** The decision went through and the dialog has gone: focus goes to the changed status (WCAG 2.4.3). */
  onDone?: () => void;
  children: (field: DialogField) => ReactNode;
}

/** A verification decision asking for one value (a reason, a date): Cancel clears it, Confirm sends it. */
export function FieldDialog({ opened, title, confirmLabel, confirmColor, errorField, requireValue = false, onClose, onConfirm, onDone, children }: FieldDialogProps) {
  const { t } = useTranslation('verification');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(value);
      done.current = true;
      close();
    } catch (failure) {
      setError(fieldErrorTextOf(failure, errorField, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={opened}
      onClose={close}
      title={title}
      centered
      onExitTransitionEnd={() => {
        // After Mantine returned focus to the button that opened the dialog (which a decision may have removed).
        if (done.current) onDone?.();
        done.current = false;
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          {children({ value, error, onChange: setValue })}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t('reason.cancel')}</Button>
            <Button type="submit" color={confirmColor} loading={busy} disabled={requireValue && !value}>{confirmLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
