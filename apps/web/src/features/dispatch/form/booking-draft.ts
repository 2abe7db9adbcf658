import { instantAtLocal, type BookingBody, type DispatchCustomer, type EstimateBody, type PaymentMethod, type TripPlaceInput } from '@taxi/contract';
import { SCHEDULE_MAX_DAYS, SCHEDULE_MIN_MINUTES } from '@taxi/contract/dispatch';

/** A trip has at most this many places: the pick-up, 8 stopovers and the drop-off. */
export const MAX_PLACES = 10;

export interface DraftPlace {
  /** A stable React key (rows move). */
  key: string;
  place: TripPlaceInput | null;
}

/** The booking panel's state: lifted to the desk, since the map shows its places and a map click fills one. */
export interface BookingDraft {
  customer: DispatchCustomer | null;
  /** The pick-up first, the drop-off last, the stopovers between; never fewer than 2. */
  places: DraftPlace[];
  tripTypeId: string | null;
  paymentMethod: PaymentMethod;
  when: 'now' | 'later';
  /** The operator's day (`YYYY-MM-DD`) and time (`HH:MM`) of a scheduled pick-up. */
  date: string;
  time: string;
  /** Offer to this driver first; null: the system offers it to the nearest free drivers in turn. */
  driverId: number | null;
}

let keySequence = 0;
const draftPlace = (place: TripPlaceInput | null = null): DraftPlace => ({ key: `place-${++keySequence}`, place });

export const emptyDraft = (): BookingDraft => ({
  customer: null,
  places: [draftPlace(), draftPlace()],
  tripTypeId: null,
  paymentMethod: 'Cash',
  when: 'now',
  date: '',
  time: '',
  driverId: null,
});

/** A stopover, added just before the drop-off. */
export function addStop(places: readonly DraftPlace[]): DraftPlace[] {
  if (places.length >= MAX_PLACES) return [...places];
  return [...places.slice(0, -1), draftPlace(), ...places.slice(-1)];
}

/** A stopover removed (the pick-up and drop-off are never removed, only cleared). */
export function removeStop(places: readonly DraftPlace[], index: number): DraftPlace[] {
  if (index <= 0 || index >= places.length - 1) return [...places];
  return places.filter((_, at) => at !== index);
}

/** Moves a place one step up (−1) or down (+1): any row may move, the first is always the pick-up. */
export function movePlace(places: readonly DraftPlace[], index: number, step: -1 | 1): DraftPlace[] {
  const target = index + step;
  if (target < 0 || target >= places.length) return [...places];
  const moved = [...places];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export const setPlaceAt = (places: readonly DraftPlace[], index: number, place: TripPlaceInput | null) =>
  places.map((row, at) => (at === index ? { ...row, place } : row));

/** The places chosen, in order; null while one row is still empty. */
export function chosenPlaces(places: readonly DraftPlace[]): TripPlaceInput[] | null {
  const chosen = places.map((row) => row.place);
  return chosen.every((place): place is TripPlaceInput => place !== null) ? chosen : null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a scheduled pick-up on the operator's clock, or null while the day or time is incomplete. */
export function scheduledInstant(date: string, time: string, timeZone: string): Date | null {
  const day = DAY.exec(date);
  const clock = CLOCK.exec(time);
  if (!day || !clock) return null;
  return instantAtLocal(Number(day[1]), Number(day[2]), Number(day[3]), Number(clock[1]) * 60 + Number(clock[2]), timeZone);
}

/** Why a scheduled time is refused (a key of the `dispatch` namespace), or null when it is fine. */
export function scheduleProblem(date: string, time: string, timeZone: string, now = Date.now()): string | null {
  const at = scheduledInstant(date, time, timeZone);
  if (!at) return 'panel.schedule.required';
  if (at.getTime() < now + SCHEDULE_MIN_MINUTES * 60_000) return 'panel.schedule.tooSoon';
  if (at.getTime() > now + SCHEDULE_MAX_DAYS * 86_400_000) return 'panel.schedule.tooFar';
  return null;
}

/** What is still missing before the booking can be sent: keys of the `dispatch` namespace, in the panel's order. */
export function draftProblems(draft: BookingDraft, timeZone: string, now = Date.now()): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.customer) problems.customer = 'panel.validation.customer';
  draft.places.forEach((row, index) => {
    if (!row.place) problems[`places.${index}`] = index === 0 ? 'panel.validation.pickup' : index === draft.places.length - 1 ? 'panel.validation.dropoff' : 'panel.validation.stop';
  });
  if (!draft.tripTypeId) problems.tripTypeId = 'panel.validation.tripType';
  if (draft.when === 'later') {
    const problem = scheduleProblem(draft.date, draft.time, timeZone, now);
    if (problem) problems.schedule = problem;
  }
  return problems;
}

/** The body of POST /api/dispatch/estimate, or null while the type or a place is missing. */
export function estimateBody(draft: BookingDraft, timeZone: string): EstimateBody | null {
  const places = chosenPlaces(draft.places);
  if (!places || !draft.tripTypeId) return null;
  const at = draft.when === 'later' ? scheduledInstant(draft.date, draft.time, timeZone) : null;
  return { tripTypeId: Number(draft.tripTypeId), places, ...(at ? { pickupAt: at.toISOString() } : {}) };
}

/** The body of POST /api/dispatch/bookings (call only when `draftProblems` is empty). */
export function bookingBody(draft: BookingDraft, timeZone: string): BookingBody {
  const places = chosenPlaces(draft.places) ?? [];
  const at = draft.when === 'later' ? scheduledInstant(draft.date, draft.time, timeZone) : null;
  return {
    customerId: draft.customer?.id ?? 0,
    tripTypeId: Number(draft.tripTypeId),
    paymentMethod: draft.paymentMethod,
    places,
    scheduledFor: at ? at.toISOString() : null,
    // a chosen driver is for a booking dispatched now; a scheduled one is offered at its time
    ...(draft.driverId !== null && !at ? { driverId: draft.driverId } : {}),
  };
}
