import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldDialog } from './field-dialog';

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

/** SPEC.md §4: approving a user or vehicle asks for an 'Approved until' date (checked by the server, SPEC.md §5). */
export function ApproveModal({ opened, title, onClose, onConfirm }: ApproveModalProps) {
  const { t } = useTranslation('verification');
  return (
    <FieldDialog opened={opened} title={title} confirmLabel={t('approveConfirm')} confirmColor="teal.9" errorField="verifiedUntil" requireValue onClose={onClose} onConfirm={onConfirm}>
      {({ value, error, onChange }) => (
        <TextInput
          type="date"
          label={t('approvedUntil')}
          description={t('approvedUntilHint')}
          value={value}
          min={tomorrow()}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          required
          data-autofocus
          data-testid="approved-until-input"
        />
      )}
    </FieldDialog>
  );
}
