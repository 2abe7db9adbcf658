import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmStaffDialogProps {
  opened: boolean;
  title: string;
  /** What happens, in words (sessions end, no sign-in…). */
  text: string;
  confirmLabel: string;
  confirmColor?: MantineColor;
  /** The change's button stays off (e.g. the role chosen is the one they have). */
  confirmDisabled?: boolean;
  onClose: () => void;
  /** Sends the change; the dialog stays busy until it settles (the caller shows the outcome). */
  onConfirm: () => Promise<unknown>;
  children?: ReactNode;
}

/** A staff change that asks first: Cancel, or the change's own button (disabled while it runs, so a double click sends it once). */
export function ConfirmStaffDialog({ opened, title, text, confirmLabel, confirmColor, confirmDisabled = false, onClose, onConfirm, children }: ConfirmStaffDialogProps) {
  const { t } = useTranslation('staff');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmDisabled) void confirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={busy} disabled={confirmDisabled} data-testid="confirm-staff-action">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
