import { queryOptions } from '@tanstack/react-query';
import { type Booking } from '@taxi/contract';
import { BookingDetails, BookingList } from '@taxi/contract/dispatch';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

export type BoardView = 'open' | 'ended';

/** The board's fallback refresh while the stream is down (the stream's frames keep it live otherwise), ms. */
export const BOARD_REFRESH_MS = 15_000;

/** GET /api/dispatch/bookings?view: open bookings, or those ended in the last 24 h (newest 100). */
export async function getBookings(view: BoardView, signal?: AbortSignal): Promise<Booking[]> {
  return BookingList.parse(await api.get<unknown>('/api/dispatch/bookings', { view }, signal)).bookings;
}

export const bookingsQueryOptions = (view: BoardView, streamUp: boolean) =>
  queryOptions({ queryKey: dispatchKeys.bookingList(view), queryFn: ({ signal }) => getBookings(view, signal), refetchInterval: streamUp ? false : BOARD_REFRESH_MS });

/** GET /api/dispatch/bookings/{id}: the booking with its offers' history. */
export async function getBooking(id: number, signal?: AbortSignal): Promise<BookingDetails> {
  return BookingDetails.parse(await api.get<unknown>(`/api/dispatch/bookings/${encodeURIComponent(id)}`, undefined, signal));
}

export const bookingQueryOptions = (id: number) => queryOptions({ queryKey: dispatchKeys.booking(id), queryFn: ({ signal }) => getBooking(id, signal) });
