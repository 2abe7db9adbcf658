import type { VehicleSort } from '@taxi/contract';
import type { ExpiryFilterValue, VerificationFilter } from '@/components/verification';

/** What the vehicles list shows: the URL's page, filters and order (SPEC.md §2.6; status and sort: issue 22). */
export interface VehiclesListParams {
  pageNumber: number;
  pageSize: number;
  /** A trip type id, or 0 for All. */
  tripType: number;
  /** The owner's id (from a user's count card), or 0 for none. */
  userId: number;
  /** Free text on the owner: name, e-mail, phone or pretty id. */
  user: string;
  status: VerificationFilter;
  /** An approval or document expiring within 30 days, or expired (issue 25); absent: any. */
  expiry?: ExpiryFilterValue;
  sort: VehicleSort;
}

/** Query keys of the vehicles feature; invalidating `lists()` refreshes every filtered list. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (params: VehiclesListParams) => [...vehicleKeys.lists(), params] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
};
