import { Avatar, Indicator } from '@mantine/core';
import type { Friend } from '../chat-data';

const COLORS = ['indigo', 'teal', 'grape', 'orange', 'blue', 'pink'];

export function FriendAvatar({ friend, size = 40 }: { friend: Friend; size?: number }) {
  return (
    <Indicator color={friend.status === 1 ? 'teal' : 'gray'} position="bottom-end" offset={5} size={10} withBorder>
      <Avatar src={friend.photo} name={friend.name} color={COLORS[friend.id % COLORS.length]} radius="xl" size={size} />
    </Indicator>
  );
}
