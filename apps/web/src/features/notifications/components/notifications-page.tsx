import { ActionIcon, Anchor, Avatar, Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { NOTIFICATION_KINDS, type Notification } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, FilterChips, listParamsSchema, pagingFor, useListParams, type DataTableColumn, type FilterChip } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications-api';
import { useNotificationView } from './use-notification-view';

const PAGE_SIZES = [10, 25, 50] as const;
const STATES = ['all', 'unread', 'read'] as const;

/** The URL of the page: ?kind=…&state=unread&pageNumber=…&pageSize=… (defaults left out). */
const notificationsListParams = listParamsSchema(
  { pageSizes: PAGE_SIZES, defaultPageSize: 10 },
  { kind: z.enum(['all', ...NOTIFICATION_KINDS]).catch('all'), state: z.enum(STATES).catch('all') },
);

/**
 * /notifications (issue 25) on the list pattern: the signed-in member's notifications, newest
 * first, filtered by kind and read state (in the URL, as chips); each opens the screen where it is
 * handled (and counts as read), each can be marked read, and all at once.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const [params, setParams] = useListParams(notificationsListParams);
  const list = useNotifications({ pageNumber: params.pageNumber, pageSize: params.pageSize, kind: params.kind === 'all' ? undefined : params.kind, state: params.state === 'all' ? undefined : params.state });
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const view = useNotificationView();

  const columns = useMemo<DataTableColumn<Notification>[]>(
    () => [
      {
        key: 'notification',
        header: 'columns.notification',
        mobile: 'title',
        cell: (row) => {
          const shown = view(row);
          return (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar color={shown.color} radius="xl" size={34}>
                <shown.icon size={18} aria-hidden />
              </Avatar>
              <Stack gap={0}>
                <Anchor component={Link} to={shown.href} fw={row.read ? 400 : 600} size="sm" onClick={() => !row.read && markRead.mutate(row.id)} data-testid={`notification-link-${row.id}`}>
                  {shown.title}
                </Anchor>
                <Text size="sm">{shown.text}</Text>
              </Stack>
            </Group>
          );
        },
      },
      { key: 'when', header: 'columns.when', noWrap: true, cell: (row) => formatDateTime(row.createdAt, i18n.language) },
      {
        key: 'state',
        header: 'columns.state',
        noWrap: true,
        cell: (row) => (row.read ? <Text size="sm" c="dimmed">{t('filters.read')}</Text> : <Badge variant="light" color="red">{t('unreadBadge')}</Badge>),
      },
      {
        key: 'actions',
        header: 'columns.actions',
        align: 'end',
        mobile: 'actions',
        cell: (row) =>
          row.read ? null : (
            <Tooltip label={t('markRead')}>
              <ActionIcon variant="subtle" aria-label={t('markReadNamed', { title: view(row).title })} onClick={() => markRead.mutate(row.id)} data-testid={`mark-read-${row.id}`}>
                <IconCheck size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ),
      },
    ],
    [view, t, i18n.language, markRead],
  );

  const chips: FilterChip[] = [];
  if (params.kind !== 'all') chips.push({ key: 'kind', label: t('chips.kind', { value: t(`kinds.${params.kind}`) }), onRemove: () => setParams({ kind: 'all' }) });
  if (params.state !== 'all') chips.push({ key: 'state', label: t('chips.state', { value: t(`filters.${params.state}`) }), onRemove: () => setParams({ state: 'all' }) });

  return (
    <Paper withBorder radius="md" p="lg" data-testid="notifications-page">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
          <Button variant="light" leftSection={<IconCheck size={16} aria-hidden />} disabled={unread === 0} loading={markRead.isPending} onClick={() => markRead.mutate(null)} data-testid="mark-all-read">
            {t('markAllRead')}
          </Button>
        </Group>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('filters.kind')}
            data={[{ value: 'all', label: t('filters.allKinds') }, ...NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))]}
            value={params.kind}
            onChange={(value) => setParams({ kind: (value ?? 'all') as typeof params.kind })}
            allowDeselect={false}
            w={260}
            maw="100%"
            data-testid="kind-filter"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="notification-state-label">
              {t('filters.state')}
            </Text>
            <SegmentedControl
              aria-labelledby="notification-state-label"
              data={STATES.map((state) => ({ value: state, label: t(`filters.${state}`) }))}
              value={params.state}
              onChange={(value) => setParams({ state: value as (typeof STATES)[number] })}
              data-testid="state-filter"
            />
          </Stack>
        </Group>
        <FilterChips chips={chips} onClearAll={() => setParams({ kind: 'all', state: 'all' })} />
        <DataTable
          namespace="notifications"
          label={t('list.label')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(row) => row.id}
          query={list}
          emptyText={t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, list.data?.pagination, PAGE_SIZES)}
          testId="notifications-table"
          rowTestId={(row) => `notification-row-${row.id}`}
        />
      </Stack>
    </Paper>
  );
}
