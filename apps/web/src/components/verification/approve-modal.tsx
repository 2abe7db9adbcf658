import { useTranslation } from 'react-i18next';
import { OperatorDayDialog, type OperatorDayDialogProps } from './operator-day-dialog';

/**
 * SPEC.md §4: approving a user or vehicle asks for an 'Approved until' date (checked by the server,
 * SPEC.md §5), a day from tomorrow on the operator's clock.
 */
export function ApproveModal(props: OperatorDayDialogProps) {
  const { t } = useTranslation('verification');
  return (
    <OperatorDayDialog
      {...props}
      confirmLabel={t('approveConfirm')}
      label={t('approvedUntil')}
      hint={(zone) => t('approvedUntilHint', { zone })}
      field="verifiedUntil"
      testId="approved-until-input"
    />
  );
}
