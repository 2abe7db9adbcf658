/** Query keys of the trip types feature; invalidating `all` refreshes lists, details and options. */
export const tripTypeKeys = {
  all: ['trip-types'] as const,
  list: () => [...tripTypeKeys.all, 'list'] as const,
  detail: (id: number) => [...tripTypeKeys.all, 'detail', id] as const,
  options: () => [...tripTypeKeys.all, 'options'] as const,
};
