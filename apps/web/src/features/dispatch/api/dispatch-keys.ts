/** Query keys of the dispatch desk; invalidating `bookings()` refreshes the board and the selected booking. */
export const dispatchKeys = {
  all: ['dispatch'] as const,
  bookings: () => [...dispatchKeys.all, 'bookings'] as const,
  bookingList: (view: 'open' | 'ended') => [...dispatchKeys.bookings(), 'list', view] as const,
  booking: (id: number) => [...dispatchKeys.bookings(), 'detail', id] as const,
  messages: (id: number) => [...dispatchKeys.all, 'messages', id] as const,
  customers: (q: string) => [...dispatchKeys.all, 'customers', q] as const,
  places: (q: string, near: string) => [...dispatchKeys.all, 'places', q, near] as const,
  reverse: (latitude: number, longitude: number) => [...dispatchKeys.all, 'reverse', latitude, longitude] as const,
  estimate: (body: string) => [...dispatchKeys.all, 'estimate', body] as const,
  nearest: (latitude: number, longitude: number) => [...dispatchKeys.all, 'nearest', latitude, longitude] as const,
  supplyDemand: () => [...dispatchKeys.all, 'supply-demand'] as const,
};
