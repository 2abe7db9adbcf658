import { z } from 'zod';
import { IsoDateTime, Kurus, text } from './common';
import { PaymentMethod, TripStatusName } from './enums';
import { MAX_KURUS } from './money';

/** How far ahead of the server's clock a report's `recordedAt` may be (phone clocks drift). */
export const POSITION_CLOCK_SKEW_MS = 30_000;

/** A position report from the driver app. */
export const DriverPositionBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  heading: z.number().min(0).max(360).optional(),
  speedKmh: z.number().min(0).max(400).optional(),
  /** When the phone took the fix; not in the future (POSITION_CLOCK_SKEW_MS allowed). */
  recordedAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) <= Date.now() + POSITION_CLOCK_SKEW_MS, 'must not be in the future')
    .optional(),
});
export type DriverPositionBody = z.infer<typeof DriverPositionBody>;

export const DriverPresenceBody = z.object({ online: z.boolean() });

/**
 * A payout request: the driver asks to be paid part of their balance (kuruş). The server also
 * refuses more than the balance less the driver's open (pending, in-progress) payouts.
 */
export const PayoutRequestBody = z.object({
  amount: Kurus.min(1, 'The amount must be at least 1 kuruş').max(MAX_KURUS, 'The amount is too large'),
  description: text({ max: 500, multiline: true }).default(''),
});
export type PayoutRequestBody = z.infer<typeof PayoutRequestBody>;

/** One place of a trip request, in riding order (pick-up first, drop-off last). */
export const TripPlaceInput = z.object({
  name: text({ max: 200 }).min(1, 'The name is required'),
  poiName: text({ max: 200 }).nullable().default(null),
  formattedAddress: text({ max: 500 }).min(1, 'The address is required'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type TripPlaceInput = z.infer<typeof TripPlaceInput>;

/** A customer asks for a ride (the trip starts as Searching until a driver accepts it). */
export const TripRequestBody = z.object({
  tripTypeId: z.number().int().min(1).max(2_147_483_647),
  paymentMethod: PaymentMethod,
  places: z.array(TripPlaceInput).min(2, 'A trip needs a pick-up and a drop-off').max(10, 'At most 10 places'),
});
export type TripRequestBody = z.infer<typeof TripRequestBody>;

/** The driver ends the ride: what the meter measured. */
export const CompleteTripBody = z.object({
  distanceMeters: z.number().int().min(0).max(1_000_000),
  durationSeconds: z.number().int().min(0).max(86_400),
});
export type CompleteTripBody = z.infer<typeof CompleteTripBody>;

/** A trip as the driver and customer apps see it. */
export const DriverTrip = z.object({
  id: z.number().int(),
  status: TripStatusName,
  driverId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  tripTypeId: z.number().int(),
  paymentMethod: PaymentMethod,
  startTime: IsoDateTime,
  endTime: IsoDateTime.nullable(),
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  /** Kuruş: the fare of a completed trip (the one fare function), 0 before. */
  fare: Kurus,
  places: z.array(TripPlaceInput.extend({ placeOrder: z.number().int() })),
});
export type DriverTrip = z.infer<typeof DriverTrip>;

/** Trips waiting for a driver, oldest first. */
export const OpenTripList = z.object({ trips: z.array(DriverTrip) });
export type OpenTripList = z.infer<typeof OpenTripList>;
