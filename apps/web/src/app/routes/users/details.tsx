import { useParams } from 'react-router';
import { HistoryPanel } from '@/features/audit/components/history-panel';
import { userQueryOptions } from '@/features/users/api/get-user';
import { UserDetailsPage } from '@/features/users/components/user-details-page';
import { preloadQuery } from '@/lib/preload';

/** /users/details/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). With the user's History (users.read). */
export const loader = preloadQuery(({ params }) => userQueryOptions(Number(params.id)));

export function Component() {
  const { id } = useParams();
  return <UserDetailsPage id={Number(id)} history={<HistoryPanel kind="user" id={Number(id)} />} />;
}
