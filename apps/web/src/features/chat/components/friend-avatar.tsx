import { Avatar, Indicator } from '@mantine/core';
import type { Friend } from '../chat-data';

/** Filled dark shades: white initials on each reach 4.5:1 in both schemes (the light variant's did not). */
const COLORS = ['indigo.9', 'teal.9', 'grape.9', 'cyan.9', 'blue.9', 'pink.9'];

export function FriendAvatar({ friend, size = 40 }: { friend: Friend; size?: number }) {
  return (
    <Indicator color={friend.status === 1 ? 'teal' : 'gray'} position="bottom-end" offset={5} size={10} withBorder>
      <Avatar src={friend.photo} name={friend.name} variant="filled" color={COLORS[friend.id % COLORS.length]} radius="xl" size={size} />
    </Indicator>
  );
}
