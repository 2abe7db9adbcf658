import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { operatorDay, operatorTimeZone } from '@/lib/operator-clock';
import { FieldDialog } from './field-dialog';

interface ApproveModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The approval went through and the dialog has gone. */
  onDone?: () => void;
  /** Sends the approval with the chosen day; a failure keeps the dialog open with the server's message. */
  onConfirm: (verifiedUntil: string) => Promise<unknown>;
}

/**
 * SPEC.md §4: approving a user or vehicle asks for an 'Approved until' date (checked by the server,
 * SPEC.md §5). The picker offers the operator's days from tomorrow; the server ends the day picked at
 * 23:59:59 on the operator's clock (DESIGN.md §8), which the hint names.
 */
export function ApproveModal({ opened, title, onClose, onConfirm, onDone }: ApproveModalProps) {
  const { t } = useTranslation('verification');
  return (
    <FieldDialog opened={opened} title={title} confirmLabel={t('approveConfirm')} confirmColor="teal.9" errorField="verifiedUntil" requireValue onClose={onClose} onConfirm={onConfirm} onDone={onDone}>
      {({ value, error, onChange }) => (
        <TextInput
          type="date"
          label={t('approvedUntil')}
          description={t('approvedUntilHint', { zone: operatorTimeZone() })}
          value={value}
          min={operatorDay(1)}
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
