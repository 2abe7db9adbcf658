import { TextInput } from '@mantine/core';
import { operatorDay, operatorTimeZone } from '@/lib/operator-clock';
import { FieldDialog } from './field-dialog';

export interface OperatorDayDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** It went through and the dialog has gone. */
  onDone?: () => void;
  /** Sends the chosen day (YYYY-MM-DD); a failure keeps the dialog open with the server's message. */
  onConfirm: (day: string) => Promise<unknown>;
}

interface DayField {
  confirmLabel: string;
  label: string;
  /** Names the operator's time zone (`{{zone}}` in the text). */
  hint: (zone: string) => string;
  /** The body field the server's error names. */
  field: string;
  testId: string;
}

/**
 * A dialog asking for a last valid day on the operator's clock: days from tomorrow; the server ends
 * the day picked at 23:59:59 there (DESIGN.md §8), which the hint names. Approving a user or a
 * vehicle (ApproveModal) and an approved document's validity (ExpiryModal) both ask this way.
 */
export function OperatorDayDialog({ opened, title, onClose, onConfirm, onDone, confirmLabel, label, hint, field, testId }: OperatorDayDialogProps & DayField) {
  return (
    <FieldDialog opened={opened} title={title} confirmLabel={confirmLabel} confirmColor="teal.9" errorField={field} requireValue onClose={onClose} onConfirm={onConfirm} onDone={onDone}>
      {({ value, error, onChange }) => (
        <TextInput
          type="date"
          label={label}
          description={hint(operatorTimeZone())}
          value={value}
          min={operatorDay(1)}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value)}
          required
          data-autofocus
          data-testid={testId}
        />
      )}
    </FieldDialog>
  );
}
