import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VehicleListItem } from '@taxi/contract';
import { z } from 'zod';
import { expiryOf, verificationStatusOf } from '@/components/verification';
import { api, type Page } from '@/lib/api-client';
import { vehicleKeys, type VehiclesListParams } from './vehicle-keys';

export const VEHICLES_PATH = '/api/vehicles/GetVehicles';

/** The query of GetVehicles: the page, and each filter only when set (docs/vehicles.md). */
export const vehiclesRequestParams = ({ pageNumber, pageSize, tripType, userId, user, status, expiry, sort }: VehiclesListParams) => ({
  pageNumber,
  pageSize,
  tripType: tripType || undefined,
  userId: userId || undefined,
  user: user.trim() || undefined,
  verificationStatus: verificationStatusOf(status),
  expiry: expiryOf(expiry ?? 'all'),
  sort,
});

/** GET /api/vehicles/GetVehicles: one page (Pagination header). */
export async function getVehicles(params: VehiclesListParams, signal?: AbortSignal): Promise<Page<VehicleListItem>> {
  const page = await api.getPage<unknown>(VEHICLES_PATH, vehiclesRequestParams(params), signal);
  return { items: z.array(VehicleListItem).parse(page.items), pagination: page.pagination };
}

export const vehiclesQueryOptions = (params: VehiclesListParams) =>
  queryOptions({ queryKey: vehicleKeys.list(params), queryFn: ({ signal }) => getVehicles(params, signal) });

/** The page on screen stays while the next one loads. */
export const useVehicles = (params: VehiclesListParams) => useQuery({ ...vehiclesQueryOptions(params), placeholderData: keepPreviousData });
