import { Avatar, Badge, Group, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconChecks, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkRead, useNotifications, useUnreadCount } from '@/features/notifications/api/notifications-api';
import { useNotificationsStream } from '@/features/notifications/api/use-notifications-stream';
import { useNotificationView } from '@/features/notifications/components/use-notification-view';
import { formatTimeAgo } from '@/lib/format';
import { paths } from '@/lib/paths';
import { HeaderAction } from './header-action';

/** The newest unread ones the bell shows. */
const SHOWN = 5;
const LATEST = { pageNumber: 1, pageSize: SHOWN, kind: undefined, state: 'unread' } as const;

const minutesSince = (iso: string) => Math.max(0, (Date.now() - Date.parse(iso)) / 60_000);

/**
 * The top bar's bell (SPEC.md §2.2's look), with the signed-in member's real notifications (issue
 * 25): the unread count on the badge, kept live by the admins' stream; the newest unread ones, each
 * opening the screen where it is handled (and marked read); mark all as read; the notifications page.
 */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation('layout');
  const { t: tn } = useTranslation('notifications');
  useNotificationsStream();
  const unread = useUnreadCount().data ?? 0;
  const latest = useNotifications(LATEST);
  const markRead = useMarkRead();
  const view = useNotificationView();
  const items = latest.data?.items ?? [];
  const figure = unread >= 100 ? '99+' : String(unread);
  return (
    <Menu width={340} position="bottom-end" shadow="lg" radius="md">
      <Menu.Target>
        {/* The button itself is the menu's target (its aria attributes belong on it); the badge sits on the icon. */}
        <HeaderAction label={unread ? tn('bellLabel', { count: unread, figure }) : tn('bellLabelNone')} data-testid="notifications-menu">
          <Indicator color="red" size={16} offset={2} label={figure} disabled={!unread} processing data-testid="notifications-count">
            <IconBell size={20} />
          </Indicator>
        </HeaderAction>
      </Menu.Target>
      <Menu.Dropdown data-testid="notifications-dropdown">
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600}>{t('notifications.title')}</Text>
          <Badge variant="light" size="sm">
            {t('notifications.new', { count: unread })}
          </Badge>
        </Group>
        <Menu.Divider />
        {items.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {tn('none')}
          </Text>
        )}
        {items.map((item) => {
          const shown = view(item);
          return (
            <Menu.Item
              key={item.id}
              component={Link}
              to={shown.href}
              onClick={() => markRead.mutate(item.id)}
              data-testid={`bell-item-${item.id}`}
              leftSection={
                <Avatar color={shown.color} radius="xl" size={34}>
                  <shown.icon size={18} aria-hidden />
                </Avatar>
              }
            >
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {shown.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {shown.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatTimeAgo(minutesSince(item.createdAt), i18n.language)}
                </Text>
              </Stack>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        {unread > 0 && (
          <Menu.Item leftSection={<IconChecks size={16} aria-hidden />} onClick={() => markRead.mutate(null)} data-testid="bell-mark-all">
            <Text size="sm">{tn('markAllRead')}</Text>
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={paths.notifications.getHref()} leftSection={<IconListDetails size={16} aria-hidden />} data-testid="bell-see-all">
          <Text size="sm">{tn('seeAll')}</Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
