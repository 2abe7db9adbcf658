import { useTranslation } from 'react-i18next';
import { OperatorDayDialog, type OperatorDayDialogProps } from './operator-day-dialog';

/**
 * Issue 25: until when an approved document is valid (set, or renewed when the driver brings the new
 * one); past that day the driver cannot go online until it is renewed.
 */
export function ExpiryModal(props: OperatorDayDialogProps) {
  const { t } = useTranslation('verification');
  return (
    <OperatorDayDialog
      {...props}
      confirmLabel={t('expiry.save')}
      label={t('expiry.validUntil')}
      hint={(zone) => t('expiry.validUntilHint', { zone })}
      field="expiresAt"
      testId="expires-at-input"
    />
  );
}
