import { Select } from '@mantine/core';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFullName } from '@/lib/format';
import { ConfirmStaffDialog } from './confirm-staff-dialog';

interface ChangeRoleDialogProps {
  member: StaffMember | null;
  onClose: () => void;
  onConfirm: (member: StaffMember, role: StaffRole) => Promise<unknown>;
}

/** Change role: the roles in a select (the current one first chosen, the button off until another is); the change signs them out everywhere. */
export function ChangeRoleDialog({ member, onClose, onConfirm }: ChangeRoleDialogProps) {
  const { t } = useTranslation('staff');
  // Mounted anew for each member (key), so the select starts at their role.
  const [role, setRole] = useState<StaffRole | null>(member?.role ?? null);
  const name = member ? formatFullName(member) : '';
  return (
    <ConfirmStaffDialog
      opened={member !== null}
      title={t('changeRole.title', { name })}
      text={t('changeRole.text', { name })}
      confirmLabel={t('changeRole.confirm')}
      confirmDisabled={!role || role === member?.role}
      onClose={onClose}
      onConfirm={() => (member && role ? onConfirm(member, role) : Promise.resolve())}
    >
      <Select
        label={t('changeRole.role')}
        data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={role}
        onChange={(value) => setRole(value as StaffRole | null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="change-role-select"
      />
    </ConfirmStaffDialog>
  );
}
