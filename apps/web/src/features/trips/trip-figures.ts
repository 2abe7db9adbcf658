import type { TripStatusName } from '@taxi/contract';
import { formatDateTime, formatMoney, NO_VALUE } from '@/lib/format';

/** The statuses a trip ends in (DESIGN.md §5); before them its fare is not known (stored as 0) and it has no end time. */
const ENDED: readonly TripStatusName[] = ['Completed', 'CanceledByCustomer', 'CanceledByDriver'];

export const hasTripEnded = (status: TripStatusName) => ENDED.includes(status);

/** A trip's fare as every screen shows it: '—' while the trip runs, never '₺0.00'. */
export const tripFareText = (trip: { tripStatus: TripStatusName; fare: number }, language: string) =>
  hasTripEnded(trip.tripStatus) ? formatMoney(trip.fare, language) : NO_VALUE;

/** A trip's end on the operator's clock, '—' while it runs. */
export const tripEndText = (trip: { tripStatus: TripStatusName; endTime: string | null }, language: string) =>
  hasTripEnded(trip.tripStatus) && trip.endTime ? formatDateTime(trip.endTime, language) : NO_VALUE;
