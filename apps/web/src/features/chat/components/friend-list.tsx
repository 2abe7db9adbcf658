import { Badge, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '@/lib/format';
import type { Friend } from '../chat-data';
import { FriendAvatar } from './friend-avatar';
import classes from './chat.module.css';

export function FriendList({ friends, onOpen }: { friends: Friend[]; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = friends.filter((friend) => friend.name.toLocaleLowerCase().includes(needle));
  return (
    <Stack gap="xs">
      <TextInput
        placeholder={t('searchFriend')}
        aria-label={t('searchFriend')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="friend-search"
      />
      {shown.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {t('noFriends')}
        </Text>
      )}
      {shown.map((friend) => (
        <UnstyledButton key={friend.id} className={classes.friend} onClick={() => onOpen(friend.id)} data-testid="friend">
          <FriendAvatar friend={friend} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {friend.name}
            </Text>
            <Text size="xs" c="dimmed">
              {friend.status === 1 ? t('online') : t('lastSeen', { when: formatTimeAgo(friend.lastSeenMinutes, i18n.language) })}
            </Text>
          </Stack>
          <Group gap={4}>
            {friend.new > 0 && (
              <Badge size="sm" circle color="red">
                {friend.new}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
