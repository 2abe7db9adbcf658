import { useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { usersQueryOptions } from '@/features/users/api/get-users';
import { UsersListPage } from '@/features/users/components/users-list-page';
import { listParamsFromUrl, parseRole } from '@/features/users/components/users-list-params';
import { preloadQuery } from '@/lib/preload';

/**
 * /users/{role}: the first page preloaded (SPEC.md §2.1, §7: page 1, size 10, the route's role);
 * an unknown role is the 404 page. Paging and search afterwards load in the page, not the loader
 * (SPEC.md §8: later list load errors show on the list, they do not leave it).
 */
export const loader = preloadQuery(({ params, request }) => {
  const role = parseRole(params.role);
  if (!role) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return usersQueryOptions(listParamsFromUrl(role, request.url));
});

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function Component() {
  const role = parseRole(useParams().role) ?? 'Customer';
  return <UsersListPage key={role} role={role} />;
}
