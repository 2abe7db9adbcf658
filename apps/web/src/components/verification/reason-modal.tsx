import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldDialog } from './field-dialog';

interface ReasonModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  onClose: () => void;
  /** Sends the decision; a failure leaves the dialog open with the server's message under the field. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** The rejection went through and the dialog has gone. */
  onDone?: () => void;
}

/**
 * Asks for a rejection reason (a document, a user or a vehicle). The client sends what was typed;
 * the server decides what a valid reason is (SPEC.md §5) and its message shows under the field.
 */
export function ReasonModal({ opened, title, confirmLabel, onClose, onConfirm, onDone }: ReasonModalProps) {
  const { t } = useTranslation('verification');
  return (
    <FieldDialog opened={opened} title={title} confirmLabel={confirmLabel} confirmColor="red" errorField="rejectionReason" onClose={onClose} onConfirm={onConfirm} onDone={onDone}>
      {({ value, error, onChange }) => (
        <Textarea
          label={t('reason.label')}
          placeholder={t('reason.placeholder')}
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={500}
          data-autofocus
          data-testid="reason-input"
        />
      )}
    </FieldDialog>
  );
}
