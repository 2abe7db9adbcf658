import { MAX_ID } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema } from '@/components/data-table';
import type { TripsListParams } from '../api/trip-keys';

export const TRIPS_PAGE_SIZES = [10, 25, 50] as const;
/** The Status filter's codes (SPEC.md §4): 5 Completed, 6 Cancelled By Customer, 7 Cancelled By Driver. */
export const TRIP_STATUS_FILTERS = ['5', '6', '7'] as const;

/** The URL of the list: ?userId=…&startDate=…&endDate=…&status=…&pageNumber=… (SPEC.md §9: 10 rows). */
export const tripsListParams = listParamsSchema(
  { pageSizes: TRIPS_PAGE_SIZES, defaultPageSize: 10 },
  {
    userId: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
    startDate: z.iso.date().optional().catch(undefined),
    endDate: z.iso.date().optional().catch(undefined),
    status: z.enum(['all', ...TRIP_STATUS_FILTERS]).catch('all'),
  },
);
export type TripsUrlParams = z.output<typeof tripsListParams>;

/** The URL's filters as the request wants them: 'all' means no filter. */
export const toRequestParams = (params: TripsUrlParams): TripsListParams => ({
  pageNumber: params.pageNumber,
  pageSize: params.pageSize,
  userId: params.userId,
  startDate: params.startDate,
  endDate: params.endDate,
  status: params.status === 'all' ? undefined : (Number(params.status) as 5 | 6 | 7),
});
