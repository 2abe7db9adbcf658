import { VEHICLE_SORT_KEYS } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema, sortParam } from '@/components/data-table';
import { expiryFilterParam, verificationFilterParam } from '@/components/verification';
import type { VehiclesListParams } from '../api/vehicle-keys';

export const VEHICLES_PAGE_SIZES = [10, 25, 50] as const;

const id = z.coerce.number().int().min(0).max(2_147_483_647).catch(0);

/** The URL of the list: ?tripType=…&userId=…&user=…&status=pending&sort=status&pageNumber=…&pageSize=… (defaults left out; SPEC.md §9: 10 rows). */
export const vehiclesListParams = listParamsSchema(
  { pageSizes: VEHICLES_PAGE_SIZES, defaultPageSize: 10 },
  { tripType: id, userId: id, user: z.string().catch(''), status: verificationFilterParam, expiry: expiryFilterParam, sort: sortParam(VEHICLE_SORT_KEYS, '-created') },
);

/** The list params of a URL, for the route loader (the page reads the same through `useListParams`). */
export const listParamsFromUrl = (url: string): VehiclesListParams => vehiclesListParams.parse(Object.fromEntries(new URL(url).searchParams));
