import { Text } from '@mantine/core';
import type { StaffMember } from '@taxi/contract';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '@/components/contact-text';
import type { DataTableColumn } from '@/components/data-table';
import { formatDateTime, formatFullName } from '@/lib/format';
import { StaffRoleBadge } from './staff-role-badge';
import { StaffStatusBadge } from './staff-status-badge';

/** The staff list's columns (headers in `staff:columns.*`): name, e-mail, role, status, last sign-in on the operator's clock, actions. */
export function useStaffColumns(actions: (member: StaffMember) => ReactNode): DataTableColumn<StaffMember>[] {
  const { t, i18n } = useTranslation('staff');
  const language = i18n.language;
  return useMemo(
    () => [
      {
        key: 'name',
        header: 'columns.name',
        mobile: 'title',
        cell: (row) => (
          <Text size="sm" span>
            <Text fw={600} span>{formatFullName(row)}</Text> · {row.prettyId}
          </Text>
        ),
      },
      { key: 'email', header: 'columns.email', cell: (row) => <EmailText email={row.email} /> },
      { key: 'role', header: 'columns.role', noWrap: true, cell: (row) => <StaffRoleBadge role={row.role} /> },
      { key: 'status', header: 'columns.status', noWrap: true, cell: (row) => <StaffStatusBadge active={row.active} /> },
      { key: 'lastSignIn', header: 'columns.lastSignIn', noWrap: true, cell: (row) => (row.lastSignInAt ? formatDateTime(row.lastSignInAt, language) : t('never')) },
      { key: 'actions', header: 'columns.actions', mobile: 'actions', align: 'center', cell: actions },
    ],
    [language, t, actions],
  );
}
