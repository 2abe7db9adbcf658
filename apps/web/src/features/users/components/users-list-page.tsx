import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Role } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, ExportCsvButton, pagingFor, SearchFilter, sortingFor, useListParams } from '@/components/data-table';
import { ExpiryFilter, VerificationStatusFilter } from '@/components/verification';
import { paths } from '@/lib/paths';
import { USERS_PATH, useUsers, usersRequestParams } from '../api/get-users';
import { useUserColumns } from './user-columns';
import { useCan } from '@/lib/permissions';
import { USERS_PAGE_SIZES, usersListParams } from './users-list-params';

/**
 * /users/{role} (SPEC.md §2.5) on the list pattern: server-paged, the search (name, e-mail, phone,
 * pretty id), the verification filter (`?status=pending`: the verification queue), the expiry filter
 * (`?expiry=expiring`: within 30 days, issue 25), the order and the
 * page in the URL, 'Create Admin' on the admins' list only, CSV of the filtered rows in the same order.
 */
export function UsersListPage({ role }: { role: Role }) {
  const { t } = useTranslation('users');
  const may = useCan();
  const columns = useUserColumns();
  const [params, setParams] = useListParams(usersListParams);
  const users = useUsers({ role, ...params });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="users-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          {/* maw: at 390 px the search box's 100% is the screen's width, not its own content's */}
          <Group align="flex-end" gap="sm" maw="100%">
            <SearchFilter label={t('list.search')} description={t('list.caption')} placeholder={t('list.searchPlaceholder')} value={params.search} onSearch={(search) => setParams({ search })} width={360} />
            <VerificationStatusFilter value={params.status} onChange={(status) => setParams({ status })} />
            {role !== 'Admin' && <ExpiryFilter value={params.expiry} onChange={(expiry) => setParams({ expiry })} />}
          </Group>
          <Group gap="sm">
            <ExportCsvButton permission="users.export" path={USERS_PATH} params={usersRequestParams({ role, ...params })} fileName={`users-${role.toLowerCase()}`} />
            {role === 'Admin' && may('staff.manage') && (
              <Button component={Link} to={paths.users.createAdmin.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('list.createAdmin')}
              </Button>
            )}
          </Group>
        </Group>
        <DataTable
          namespace="users"
          label={t(`list.label.${role}`)}
          columns={columns}
          rows={users.data?.items}
          rowKey={(row) => row.id}
          query={users}
          emptyText={params.search ? t('list.noMatch', { search: params.search }) : params.status !== 'all' || params.expiry !== 'all' ? t('list.noMatchFilters') : t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, users.data?.pagination, USERS_PAGE_SIZES)}
          sorting={sortingFor(params, setParams)}
          testId="users-table"
          rowTestId={(row) => `user-row-${row.id}`}
        />
      </Stack>
    </Paper>
  );
}
