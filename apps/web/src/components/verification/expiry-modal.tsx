import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { operatorDay, operatorTimeZone } from '@/lib/operator-clock';
import { FieldDialog } from './field-dialog';

interface ExpiryModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onDone?: () => void;
  /** Sends the approval again with the chosen last valid day; a failure keeps the dialog open with the server's message. */
  onConfirm: (expiresAt: string) => Promise<unknown>;
}

/**
 * Issue 25: until when an approved document is valid (set, or renewed when the driver brings the new
 * one). The server ends the day picked at 23:59:59 on the operator's clock; past it the driver cannot
 * go online until it is renewed.
 */
export function ExpiryModal({ opened, title, onClose, onConfirm, onDone }: ExpiryModalProps) {
  const { t } = useTranslation('verification');
  return (
    <FieldDialog opened={opened} title={title} confirmLabel={t('expiry.save')} confirmColor="teal.9" errorField="expiresAt" requireValue onClose={onClose} onConfirm={onConfirm} onDone={onDone}>
      {({ value, error, onChange }) => (
        <TextInput
          type="date"
          label={t('expiry.validUntil')}
          description={t('expiry.validUntilHint', { zone: operatorTimeZone() })}
          value={value}
          min={operatorDay(1)}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          required
          data-autofocus
          data-testid="expires-at-input"
        />
      )}
    </FieldDialog>
  );
}
