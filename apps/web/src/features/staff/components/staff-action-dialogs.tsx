import type { StaffMember, StaffPasswordAnswer } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { formatFullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useDeactivateStaffMember } from '../api/deactivate-staff-member';
import { useReactivateStaffMember } from '../api/reactivate-staff-member';
import { useResetStaffPassword } from '../api/reset-staff-password';
import type { StaffAction } from './staff-actions';
import { ChangeRoleDialog } from './change-role-dialog';
import { ConfirmStaffDialog } from './confirm-staff-dialog';
import { CreateStaffModal } from './create-staff-modal';
import { TemporaryPasswordModal } from './temporary-password-modal';

interface StaffActionDialogsProps {
  /** The action asked for and its member (none for 'create'); null: no dialog. */
  pending: { action: StaffAction | 'create'; member: StaffMember | null } | null;
  /**
   * The dialog has done its work (or failed, with a toast saying why): close it. `focusOn`: the
   * member whose row's menu gets the focus back (its menu item is gone), or null for 'Add staff member'.
   */
  onDone: (focusOn: StaffMember | null) => void;
}

/**
 * The dialogs of the staff screen: add, change role, deactivate, reactivate and reset password,
 * each confirmed first; the outcome as a toast (a refusal in the admin's language, lib/error-text);
 * a new temporary password in its own dialog, shown once.
 */
export function StaffActionDialogs({ pending, onDone }: StaffActionDialogsProps) {
  const { t } = useTranslation('staff');
  const [password, setPassword] = useState<{ answer: StaffPasswordAnswer; reason: 'created' | 'reset' } | null>(null);
  const changeRole = useChangeStaffRole();
  const deactivate = useDeactivateStaffMember();
  const reactivate = useReactivateStaffMember();
  const reset = useResetStaffPassword();
  const member = pending?.member ?? null;
  // The name stays while a closing dialog fades out.
  const [lastMember, setLastMember] = useState(member);
  if (member && member !== lastMember) setLastMember(member);
  const name = lastMember ? formatFullName(lastMember) : '';
  const memberFor = (action: StaffAction) => (pending?.action === action ? member : null);

  /** Sends a change; its success text (or the password dialog) on success, the refusal's text as a toast otherwise; the dialog closes either way. */
  const run = async <T,>(work: () => Promise<T>, succeeded: (result: T) => void) => {
    try {
      succeeded(await work());
    } catch (error) {
      notify.error(errorText(error, t, t('common:genericError')), { title: t('failed') });
    }
    onDone(member);
  };
  const close = () => onDone(member);

  return (
    <>
      <CreateStaffModal opened={pending?.action === 'create'} onClose={close} onCreated={(answer) => {
        setPassword({ answer, reason: 'created' });
        onDone(null);
      }} />
      <ChangeRoleDialog
        key={memberFor('changeRole')?.id ?? 0}
        member={memberFor('changeRole')}
        onClose={close}
        onConfirm={(chosen, role) => run(() => changeRole.mutateAsync({ id: chosen.id, role }), () => notify.success(t('changeRole.success', { name, role: t(`roles.${role}`) })))}
      />
      <ConfirmStaffDialog
        opened={memberFor('deactivate') !== null}
        title={t('deactivate.title', { name })}
        text={t('deactivate.text', { name })}
        confirmLabel={t('deactivate.confirm')}
        confirmColor="red"
        onClose={close}
        onConfirm={() => run(() => deactivate.mutateAsync(member!.id), () => notify.success(t('deactivate.success', { name })))}
      />
      <ConfirmStaffDialog
        opened={memberFor('reactivate') !== null}
        title={t('reactivate.title', { name })}
        text={t('reactivate.text', { name })}
        confirmLabel={t('reactivate.confirm')}
        onClose={close}
        onConfirm={() => run(() => reactivate.mutateAsync(member!.id), () => notify.success(t('reactivate.success', { name })))}
      />
      <ConfirmStaffDialog
        opened={memberFor('resetPassword') !== null}
        title={t('resetPassword.title', { name })}
        text={t('resetPassword.text', { name })}
        confirmLabel={t('resetPassword.confirm')}
        onClose={close}
        onConfirm={() => run(() => reset.mutateAsync(member!.id), (answer) => setPassword({ answer, reason: 'reset' }))}
      />
      <TemporaryPasswordModal
        answer={password?.answer ?? null}
        reason={password?.reason ?? 'created'}
        onClose={() => {
          // a reset: back on the member's row; a new member (maybe on another page): on 'Add staff member'
          onDone(password?.reason === 'reset' ? password.answer.member : null);
          setPassword(null);
        }}
      />
    </>
  );
}
