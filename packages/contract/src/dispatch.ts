import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID, text } from './common';
import { PaymentMethod, TripStatusName } from './enums';
import { DriverTrip, TripPlaceInput } from './driver-api';

/**
 * The dispatch desk (issue 26, docs/dispatch.md): a dispatcher books a trip for a caller, the
 * server offers it to drivers in turn (nearest free first) until one accepts.
 */

/**
 * Where a booking stands on the dispatcher's board: scheduled (waiting for its dispatch time),
 * searching (no offer out), offered (an offer waits for a driver's answer), noDriver (every try
 * went unanswered or declined), accepted, arrived, onTrip, completed, cancelled.
 */
export const BOOKING_STATES = ['scheduled', 'searching', 'offered', 'noDriver', 'accepted', 'arrived', 'onTrip', 'completed', 'cancelled'] as const;
export const BookingState = z.enum(BOOKING_STATES);
export type BookingState = z.infer<typeof BookingState>;

/** The states of a booking still on the board's open list. */
export const OPEN_BOOKING_STATES: readonly BookingState[] = ['scheduled', 'searching', 'offered', 'noDriver', 'accepted', 'arrived', 'onTrip'];

/** A scheduled booking: at least this far ahead of now, at most SCHEDULE_MAX_DAYS. */
export const SCHEDULE_MIN_MINUTES = 5;
export const SCHEDULE_MAX_DAYS = 30;

/** The answer an offer got: accepted, declined, expired (no answer in time), withdrawn (the dispatcher moved on or cancelled). */
export const OFFER_ANSWERS = ['accepted', 'declined', 'expired', 'withdrawn'] as const;
export const OfferAnswer = z.enum(OFFER_ANSWERS);
export type OfferAnswer = z.infer<typeof OfferAnswer>;

const DriverIdField = z.number().int().min(1).max(MAX_ID);

/** `POST /api/dispatch/bookings`: a trip booked for a caller, now (`scheduledFor` null) or later. */
export const BookingBody = z.object({
  customerId: z.number().int().min(1).max(MAX_ID),
  tripTypeId: z.number().int().min(1).max(MAX_ID),
  paymentMethod: PaymentMethod,
  places: z.array(TripPlaceInput).min(2, 'A trip needs a pick-up and a drop-off').max(10, 'At most 10 places'),
  /** When to pick the caller up (ISO with offset): null for now; else 5 min to 30 days ahead. */
  scheduledFor: z.iso
    .datetime({ offset: true })
    .nullable()
    .refine((value) => value === null || Date.parse(value) >= Date.now() + SCHEDULE_MIN_MINUTES * 60_000, `A scheduled pick-up must be at least ${SCHEDULE_MIN_MINUTES} minutes ahead`)
    .refine((value) => value === null || Date.parse(value) <= Date.now() + SCHEDULE_MAX_DAYS * 86_400_000, `A scheduled pick-up must be at most ${SCHEDULE_MAX_DAYS} days ahead`),
  /** Offer to this driver first (a booking for now only); else to the nearest free driver. */
  driverId: DriverIdField.optional(),
}).refine((body) => body.scheduledFor === null || body.driverId === undefined, { message: 'A scheduled booking is offered when it is dispatched: choose the driver then', path: ['driverId'] });
export type BookingBody = z.infer<typeof BookingBody>;

/** `GET /api/dispatch/bookings?view=open|ended`. */
export const BookingsQuery = z.object({
  view: z.enum(['open', 'ended']).default('open'),
});
export type BookingsQuery = z.infer<typeof BookingsQuery>;

/** `POST /api/dispatch/bookings/{id}/assign`. */
export const AssignBody = z.object({ driverId: DriverIdField });
export type AssignBody = z.infer<typeof AssignBody>;

/** `POST /api/dispatch/bookings/{id}/cancel`. */
export const CancelBookingBody = z.object({
  reason: text({ max: 500, multiline: true }).min(1, 'The reason is required'),
});
export type CancelBookingBody = z.infer<typeof CancelBookingBody>;

export const BookingPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  phoneNumber: z.string(),
});
export type BookingPerson = z.infer<typeof BookingPerson>;

export const BookingDriver = BookingPerson.extend({ plateNumber: z.string().nullable() });
export type BookingDriver = z.infer<typeof BookingDriver>;

/** The offer waiting for an answer. */
export const BookingOffer = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  driverName: z.string(),
  offeredAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export type BookingOffer = z.infer<typeof BookingOffer>;

/** One offer of a booking's history. `answer` null: still waiting. */
export const OfferRecord = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  driverName: z.string(),
  offeredAt: IsoDateTime,
  expiresAt: IsoDateTime,
  answer: OfferAnswer.nullable(),
  answeredAt: IsoDateTime.nullable(),
});
export type OfferRecord = z.infer<typeof OfferRecord>;

export const BookingPlace = TripPlaceInput.extend({ placeOrder: z.number().int() });
export type BookingPlace = z.infer<typeof BookingPlace>;

/** A booking on the dispatcher's board; `id` is the trip's id. Money in kuruş. */
export const Booking = z.object({
  id: z.number().int(),
  state: BookingState,
  tripStatus: TripStatusName,
  customer: BookingPerson,
  tripTypeId: z.number().int(),
  tripTypeName: z.string(),
  paymentMethod: PaymentMethod,
  places: z.array(BookingPlace),
  scheduledFor: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
  bookedBy: z.object({ id: z.number().int(), name: z.string() }),
  driver: BookingDriver.nullable(),
  offer: BookingOffer.nullable(),
  /** How many offers went out so far. */
  tries: z.number().int(),
  /** Since when the caller waits for a driver (the dispatch time: created, or the scheduled dispatch). */
  waitingSince: IsoDateTime,
  cancelReason: z.string().nullable(),
  /** The completed trip's fare or the cancellation fee, else 0. */
  fare: Kurus,
});
export type Booking = z.infer<typeof Booking>;

/** `GET /api/dispatch/bookings/{id}`: the booking and its offers, oldest first. */
export const BookingDetails = Booking.extend({ offers: z.array(OfferRecord) });
export type BookingDetails = z.infer<typeof BookingDetails>;

export const BookingList = z.object({ bookings: z.array(Booking) });
export type BookingList = z.infer<typeof BookingList>;

/** `GET /api/dispatch/nearest-drivers`. */
export const NearestDriversQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type NearestDriversQuery = z.infer<typeof NearestDriversQuery>;

export const NearestDriver = z.object({
  driverId: z.number().int(),
  name: z.string(),
  surname: z.string(),
  phoneNumber: z.string(),
  plateNumber: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMeters: z.number().int(),
  etaSeconds: z.number().int(),
});
export type NearestDriver = z.infer<typeof NearestDriver>;

/** Which geo index answered: Redis GEOSEARCH (REDIS_URL set) or the in-memory index. */
export const NearestDrivers = z.object({
  source: z.enum(['redis', 'memory']),
  drivers: z.array(NearestDriver),
});
export type NearestDrivers = z.infer<typeof NearestDrivers>;

/** An offer as the driver app sees it (`GET /api/driver/offers/current`, the `offer` frame). */
export const DriverOffer = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  expiresAt: IsoDateTime,
  pickup: TripPlaceInput,
  dropoff: TripPlaceInput,
  /** From the driver's last position to the pick-up, straight line. */
  distanceMeters: z.number().int(),
  tripTypeId: z.number().int(),
  paymentMethod: PaymentMethod,
});
export type DriverOffer = z.infer<typeof DriverOffer>;

/** Frames pushed to a driver's socket (deps.driverPush). */
export type DispatchDriverFrame =
  | { type: 'offer'; offer: DriverOffer }
  | { type: 'offerWithdrawn'; offerId: number }
  | { type: 'tripWithdrawn'; tripId: number };

/** A frame of the live topic `dispatch` (`GET /api/live?topics=dispatch`): a booking changed. */
export const LiveBookingFrame = z.object({ type: z.literal('booking'), booking: Booking });
export type LiveBookingFrame = z.infer<typeof LiveBookingFrame>;

/** `POST /api/driver/offers/{id}/accept` answers the trip as the driver app sees it. */
export const AcceptedOffer = DriverTrip;

/** Bounds and defaults of the dispatch settings (AppSettings). */
export const DISPATCH_SETTINGS = {
  offerSeconds: { min: 5, max: 120, default: 20 },
  maxTries: { min: 1, max: 20, default: 5 },
  leadMinutes: { min: 1, max: 120, default: 15 },
} as const;
