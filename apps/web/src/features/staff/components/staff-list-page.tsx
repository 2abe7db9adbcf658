import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { STAFF_ROLES, STAFF_STATUSES, type StaffMember } from '@taxi/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, pagingFor, SearchFilter, useListParams } from '@/components/data-table';
import { focusSoon } from '@/lib/focus-soon';
import { useSession } from '@/lib/session';
import { STAFF_PATH, staffRequestParams, useStaff } from '../api/get-staff';
import type { StaffAction } from './staff-actions';
import { StaffActionDialogs } from './staff-action-dialogs';
import { useStaffColumns } from './staff-columns';
import { STAFF_PAGE_SIZES, staffListParams } from './staff-list-params';
import { StaffRowActions } from './staff-row-actions';

/**
 * /staff (issue 24 item 2, Admin only: staff.manage): the people who use the back office on the
 * list pattern: the role and status filters and the search in the URL, server-paged, CSV of the
 * filtered rows; 'Add staff member'; each row's menu changes the role, resets the password,
 * deactivates or reactivates, asking first. A new temporary password is shown once.
 */
export function StaffListPage() {
  const { t } = useTranslation('staff');
  const signedInUserId = useSession()?.user.id ?? null;
  const [params, setParams] = useListParams(staffListParams);
  const staff = useStaff(params);
  const [pending, setPending] = useState<{ action: StaffAction | 'create'; member: StaffMember | null } | null>(null);
  const actions = useCallback(
    (member: StaffMember) => <StaffRowActions member={member} signedInUserId={signedInUserId} onAction={(action, chosen) => setPending({ action, member: chosen })} />,
    [signedInUserId],
  );
  const columns = useStaffColumns(actions);
  const filtered = params.search !== '' || params.role !== 'all' || params.status !== 'all';

  return (
    <Paper withBorder radius="md" p="lg" data-testid="staff-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm" maw="100%">
            <SearchFilter label={t('list.search')} placeholder={t('list.searchPlaceholder')} value={params.search} onSearch={(search) => setParams({ search })} width={300} data-testid="staff-search" />
            <Select
              label={t('list.role')}
              data={[{ value: 'all', label: t('list.allRoles') }, ...STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
              value={params.role}
              onChange={(role) => setParams({ role: (role ?? 'all') as typeof params.role })}
              allowDeselect={false}
              w={200}
              maw="100%"
              data-testid="staff-role-filter"
            />
            <Select
              label={t('list.status')}
              data={STAFF_STATUSES.map((status) => ({ value: status, label: t(`list.statuses.${status}`) }))}
              value={params.status}
              onChange={(status) => setParams({ status: (status ?? 'all') as typeof params.status })}
              allowDeselect={false}
              w={180}
              maw="100%"
              data-testid="staff-status-filter"
            />
          </Group>
          <Group gap="sm">
            <ExportCsvButton path={STAFF_PATH} params={staffRequestParams(params)} fileName="staff" permission="staff.manage" />
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setPending({ action: 'create', member: null })} data-testid="add-staff">
              {t('list.add')}
            </Button>
          </Group>
        </Group>
        <DataTable
          namespace="staff"
          label={t('list.label')}
          columns={columns}
          rows={staff.data?.items}
          rowKey={(row) => row.id}
          query={staff}
          emptyText={filtered ? t('list.noMatch') : t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, staff.data?.pagination, STAFF_PAGE_SIZES)}
          testId="staff-table"
          rowTestId={(row) => `staff-row-${row.id}`}
        />
      </Stack>
      <StaffActionDialogs
        pending={pending}
        onDone={(focusOn) => {
          setPending(null);
          // the menu item or dialog button pressed is gone: focus goes back where the action started (WCAG 2.4.3)
          focusSoon(focusOn ? `[data-testid="staff-actions-${focusOn.id}"]` : '[data-testid="add-staff"]');
        }}
      />
    </Paper>
  );
}
