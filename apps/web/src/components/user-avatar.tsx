import { Avatar, type AvatarProps } from '@mantine/core';
import type { SessionUser } from '@taxi/contract';
import defaultAvatar from '@/assets/default-avatar.svg';
import { formatFullName } from '@/lib/format';

/** The user's photo, or the bundled default avatar when there is none or it fails to load. */
export function UserAvatar({ user, ...props }: AvatarProps & { user: Pick<SessionUser, 'photoUrl' | 'firstName' | 'lastName'> }) {
  return (
    <Avatar
      src={user.photoUrl || defaultAvatar}
      alt={formatFullName(user)}
      radius="xl"
      {...props}
      imageProps={{ onError: (event) => ((event.currentTarget as HTMLImageElement).src = defaultAvatar) }}
    />
  );
}
