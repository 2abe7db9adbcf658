/** What the trips list asks for: the page and the four filters of SPEC.md §2.9 (undefined = all). */
export interface TripsListParams {
  pageNumber: number;
  pageSize: number;
  userId: number | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  status: 5 | 6 | 7 | undefined;
}

export const tripKeys = {
  all: ['trips'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (params: TripsListParams) => [...tripKeys.lists(), params] as const,
  detail: (id: number) => [...tripKeys.all, 'detail', id] as const,
  track: (id: number) => [...tripKeys.all, 'track', id] as const,
};
