import { Avatar, type AvatarProps } from '@mantine/core';
import type { SessionUser } from '@taxi/contract';
import defaultAvatar from '@/assets/default-avatar.svg';
import { formatFullName } from '@/lib/format';

interface UserAvatarProps extends AvatarProps {
  user: Pick<SessionUser, 'photoUrl' | 'firstName' | 'lastName'>;
  /** Beside the name already written out: an empty alt, so readers do not say the name twice. */
  decorative?: boolean;
}

/** The user's photo, or the bundled default avatar when there is none or it fails to load. */
export function UserAvatar({ user, decorative = false, ...props }: UserAvatarProps) {
  return (
    <Avatar
      src={user.photoUrl || defaultAvatar}
      alt={decorative ? '' : formatFullName(user)}
      radius="xl"
      {...props}
      imageProps={{ onError: (event) => ((event.currentTarget as HTMLImageElement).src = defaultAvatar) }}
    />
  );
}
