import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { UserListItem } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/verification';
import { formatDateTime, formatFullName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EmailText, PhoneText } from '@/components/contact-text';

function ViewUser({ user }: { user: UserListItem }) {
  const { t } = useTranslation('users');
  const label = t('actions.view', { name: formatFullName(user) });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="lg" component={Link} to={paths.users.details.getHref(user.id)} aria-label={label}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The columns of SPEC.md §2.5 (headers in `users:columns.*`): Id is the pretty id; beyond SPEC the verification status (issue 22). Surname, date and status sort. */
export function useUserColumns(): DataTableColumn<UserListItem>[] {
  const { i18n } = useTranslation('users');
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'id', header: 'columns.id', mobile: 'title', noWrap: true, cell: (row) => <Text fw={600} size="sm" span>{row.prettyId}</Text> },
      { key: 'firstName', header: 'columns.firstName', cell: (row) => row.firstName },
      { key: 'lastName', header: 'columns.lastName', sortKey: 'name', cell: (row) => row.lastName },
      { key: 'email', header: 'columns.email', cell: (row) => <EmailText email={row.email} /> },
      { key: 'phoneNumber', header: 'columns.phoneNumber', noWrap: true, cell: (row) => <PhoneText phone={row.phoneNumber} /> },
      { key: 'registrationDate', header: 'columns.registrationDate', noWrap: true, sortKey: 'created', sortFirst: 'desc', cell: (row) => formatDateTime(row.registrationDate, language) },
      { key: 'status', header: 'columns.status', noWrap: true, sortKey: 'status', cell: (row) => <StatusBadge kind="verification" status={row.verificationStatus} /> },
      { key: 'actions', header: 'columns.actions', mobile: 'actions', align: 'center', cell: (row) => <ViewUser user={row} /> },
    ],
    [language],
  );
}
