import { Avatar, Badge, Group, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconBuildingBank, IconCar, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '@/lib/format';
import { HeaderAction } from './header-action';

/** Static demonstration items (SPEC.md §2.2); the texts live in the `layout` namespace. */
const ITEMS = [
  { id: 'payout', icon: IconBuildingBank, color: 'orange', minutes: 5 },
  { id: 'driver', icon: IconUserCheck, color: 'teal', minutes: 30 },
  { id: 'vehicle', icon: IconCar, color: 'indigo', minutes: 90 },
] as const;

export function NotificationsMenu() {
  const { t, i18n } = useTranslation('layout');
  return (
    <Menu width={320} position="bottom-end" shadow="lg" radius="md">
      <Menu.Target>
        {/* The button itself is the menu's target (its aria attributes belong on it); the badge sits on the icon. */}
        <HeaderAction label={t('notifications.title')} data-testid="notifications-menu">
          <Indicator color="red" size={9} offset={2} processing>
            <IconBell size={20} />
          </Indicator>
        </HeaderAction>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600}>{t('notifications.title')}</Text>
          <Badge variant="light" size="sm">
            {t('notifications.new', { count: ITEMS.length })}
          </Badge>
        </Group>
        <Menu.Divider />
        {ITEMS.map((item) => (
          <Menu.Item
            key={item.id}
            leftSection={
              <Avatar color={item.color} radius="xl" size={34}>
                <item.icon size={18} />
              </Avatar>
            }
          >
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {t(`notifications.items.${item.id}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`notifications.items.${item.id}.text`)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatTimeAgo(item.minutes, i18n.language)}
              </Text>
            </Stack>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
