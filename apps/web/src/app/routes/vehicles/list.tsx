import { useQuery } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { useTripTypeOptions } from '@/features/trip-types/api/get-trip-type-options';
import { userQueryOptions } from '@/features/users/api/get-user';
import { vehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import { VehiclesListPage } from '@/features/vehicles/components/vehicles-list-page';
import { listParamsFromUrl } from '@/features/vehicles/components/vehicles-list-params';
import { formatFullName } from '@/lib/format';
import { preloadQuery } from '@/lib/preload';

/**
 * /vehicles (SPEC.md §2.1, §2.6): the first page preloaded (page 1, size 10, the URL's filters);
 * later pages and filters load in the page. The route composes the features: the trip-type options
 * for the filter, and the owner's name for the `?userId=` chip.
 */
export const loader = preloadQuery(({ request }) => vehiclesQueryOptions(listParamsFromUrl(request.url)));

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function Component() {
  const options = useTripTypeOptions();
  const [search] = useSearchParams();
  const userId = Number(search.get('userId'));
  const validUserId = Number.isInteger(userId) && userId > 0 && userId <= 2_147_483_647 ? userId : 0;
  const owner = useQuery({ ...userQueryOptions(validUserId), enabled: validUserId > 0, retry: false });
  return (
    <VehiclesListPage
      tripTypeOptions={options.data}
      ownerName={(id) => (owner.data && owner.data.id === id ? formatFullName(owner.data) : undefined)}
    />
  );
}
