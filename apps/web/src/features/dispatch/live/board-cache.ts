import { type Booking } from '@taxi/contract';
import { OPEN_BOOKING_STATES } from '@taxi/contract/dispatch';
import type { BoardView } from '../api/get-bookings';

/** Whether a booking in this state belongs on the board's `open` list (else `ended`). */
export const isOpenBooking = (booking: Pick<Booking, 'state'>) => OPEN_BOOKING_STATES.includes(booking.state);

/** Newest first, like the server's lists. */
const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * A board list after a booking's frame: replaced where it is, added when it now belongs to this
 * view, removed when it left it (completed or cancelled bookings move from open to ended). A list
 * not loaded yet stays unloaded (its first answer has it).
 */
export function applyBookingFrame(list: readonly Booking[] | undefined, booking: Booking, view: BoardView): Booking[] | undefined {
  if (!list) return undefined;
  const belongs = isOpenBooking(booking) === (view === 'open');
  const others = list.filter((held) => held.id !== booking.id);
  if (!belongs) return others.length === list.length ? (list as Booking[]) : others;
  return [...others, booking].sort(newestFirst);
}
