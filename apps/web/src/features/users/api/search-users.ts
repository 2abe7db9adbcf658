import type { Role } from '@taxi/contract';
import type { UserOption, UserSearchQuery } from '@/components/user-picker';
import { formatFullName } from '@/lib/format';
import { getUsers } from './get-users';
import { userKeys } from './user-keys';

/** How many matches of each role the picker offers (the first of the list's order, newest first). */
const OPTIONS_PER_ROLE = 6;

/** The users of `roles` that the users list's search finds for `text` (name, e-mail, phone, pretty id), as picker options. */
export async function searchUsers(roles: readonly Role[], text: string, signal?: AbortSignal): Promise<UserOption[]> {
  const pages = await Promise.all(
    roles.map((role) => getUsers({ role, pageNumber: 1, pageSize: OPTIONS_PER_ROLE, search: text, status: 'all', sort: '-created' }, signal)),
  );
  return pages.flatMap((page) =>
    page.items.map((user) => ({ id: user.id, prettyId: user.prettyId, name: formatFullName(user), email: user.email, phoneNumber: user.phoneNumber, role: user.role })),
  );
}

/** The picker's search (components/user-picker): one query per text, kept a minute. */
export const userSearchQueryOptions =
  (roles: readonly Role[]) =>
  (text: string): UserSearchQuery => ({
    queryKey: [...userKeys.all, 'search', roles, text],
    queryFn: ({ signal }) => searchUsers(roles, text, signal),
    staleTime: 60_000,
  });
