/** What the vehicles list shows: the URL's page and filters (SPEC.md §2.6). */
export interface VehiclesListParams {
  pageNumber: number;
  pageSize: number;
  /** A trip type id, or 0 for All. */
  tripType: number;
  /** The owner's id (from a user's count card), or 0 for none. */
  userId: number;
  /** Free text on the owner: name, e-mail, phone or pretty id. */
  user: string;
}

/** Query keys of the vehicles feature; invalidating `lists()` refreshes every filtered list. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (params: VehiclesListParams) => [...vehicleKeys.lists(), params] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
};
