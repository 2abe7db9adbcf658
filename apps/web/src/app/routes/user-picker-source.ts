import { useQuery } from '@tanstack/react-query';
import type { Role } from '@taxi/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { userOptionLabel, type UserPickerSource } from '@/components/user-picker';
import { userQueryOptions } from '@/features/users/api/get-user';
import { userSearchQueryOptions } from '@/features/users/api/search-users';
import { formatFullName } from '@/lib/format';

/**
 * What a list route gives its user picker (trips, payments): the users search over `roles`, and the
 * name of the URL's `?userId=` (read from the user's details) for the box and its chip. The route
 * composes the users feature with the list's feature (STYLE.md habit 2).
 */
export function useUserPickerSource(roles: readonly Role[]): UserPickerSource {
  const [search] = useSearchParams();
  const userId = Number(search.get('userId'));
  const valid = Number.isInteger(userId) && userId > 0 && userId <= 2_147_483_647 ? userId : 0;
  const user = useQuery({ ...userQueryOptions(valid), enabled: valid > 0, retry: false });
  const searchOptions = useMemo(() => userSearchQueryOptions(roles), [roles]);
  const named = user.data && user.data.id === valid ? userOptionLabel({ name: formatFullName(user.data), prettyId: user.data.prettyId }) : undefined;
  return { searchOptions, labelOf: (id) => (id === valid ? named : undefined) };
}
