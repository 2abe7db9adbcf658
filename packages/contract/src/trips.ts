import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID, PageQuery, PersonRef, optionalQuery } from './common';
import { DATE_RANGE_MESSAGE, Day, isDayRange } from './days';
import { PaymentMethod, PaymentStatus, TripStatusName } from './enums';
import { fieldCode } from './errors';

/** The status codes the trips list filters on (SPEC.md §4): 5 Completed, 6 Cancelled By Customer, 7 Cancelled By Driver. */
export const TripFilterStatus = z.union([z.literal(5), z.literal(6), z.literal(7)], { error: 'Use 5 (Completed), 6 (Cancelled By Customer) or 7 (Cancelled By Driver)' });

/**
 * Filters of the trips list (docs/trips.md). `startDate` and `endDate` are whole days on the
 * operator's clock (OPERATOR_TIME_ZONE), both inclusive; an end before the start is a 400 on
 * `endDate`. `userId` matches the trip's customer or driver.
 */
export const TripsQuery = PageQuery.extend({
  startDate: optionalQuery(Day),
  endDate: optionalQuery(Day),
  status: optionalQuery(z.coerce.number().pipe(TripFilterStatus)),
  userId: optionalQuery(z.coerce.number().int().positive().max(MAX_ID)),
}).refine((query) => isDayRange(query.startDate, query.endDate), { message: DATE_RANGE_MESSAGE, path: ['endDate'], params: fieldCode('end_before_start') });
export type TripsQuery = z.infer<typeof TripsQuery>;

export const TripPlace = z.object({
  order: z.number().int(),
  name: z.string(),
  poiName: z.string().nullable(),
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TripPlace = z.infer<typeof TripPlace>;

export const TripListItem = z.object({
  tripId: z.number().int(),
  startTime: IsoDateTime,
  endTime: IsoDateTime.nullable(),
  startPlace: z.string(),
  tripStatus: TripStatusName,
  fare: Kurus,
});
export type TripListItem = z.infer<typeof TripListItem>;

export const TripVehicle = z.object({
  vehicleId: z.number().int().nullable(),
  vehicleModel: z.string(),
  vehiclePlate: z.string(),
  vehicleColor: z.string(),
  vehicleYear: z.number().int(),
  vehicleBrand: z.string(),
  numberOfSeats: z.number().int(),
});

export const TripPayment = z.object({
  paymentId: z.number().int(),
  amount: Kurus,
  dateCreated: IsoDateTime,
  currency: z.string(),
  status: PaymentStatus,
  paymentMethod: z.string(),
});

export const TripDetails = TripListItem.extend({
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  tripType: z.string(),
  customer: PersonRef.nullable(),
  driver: PersonRef.nullable(),
  vehicle: TripVehicle.nullable(),
  payments: z.array(TripPayment),
  tripPlaces: z.array(TripPlace),
});
export type TripDetails = z.infer<typeof TripDetails>;

/** A customer or driver of a trip; a deleted user keeps the row, anonymised, with `deleted: true`. */
export const TripParty = PersonRef.extend({ deleted: z.boolean() });
export type TripParty = z.infer<typeof TripParty>;

/**
 * How the stored fare comes about (beyond SPEC; docs/trips.md): the one fare function
 * (`computeFare`, fare.ts) run again on the trip's own distance, duration and start time with the
 * trip type's rates and the app settings' windows as they are NOW (the trips table keeps no copy of
 * either), so `ratesChangedSinceTrip`/`settingsChangedSinceTrip` warn when they may differ from the
 * day of the trip; `matchesStoredFare` says whether the result equals the stored fare. Money in kuruş.
 */
export const FareExplanation = z.object({
  /** The operator's zone the night and peak windows are read in, and the trip's start on that clock (`HH:MM`). */
  timeZone: z.string(),
  localStartTime: z.string(),
  distanceKm: z.number(),
  durationMinutes: z.number(),
  baseFare: Kurus,
  perKmFare: Kurus,
  perMinuteFare: Kurus,
  /** perKmFare × km and perMinuteFare × minutes, each rounded to whole kuruş for display. */
  distanceFare: Kurus,
  timeFare: Kurus,
  /** base + distance + time (rounded once, as the fare function does). */
  subtotal: Kurus,
  night: z.boolean(),
  peak: z.boolean(),
  nightSurchargePercent: z.number(),
  peakTimeSurchargePercent: z.number(),
  /** The surcharge percent actually applied (night and/or peak; 0 on a cancelled trip) and its amount. */
  surchargePercent: z.number(),
  surchargeAmount: z.number().int(),
  /** Cancelled by the customer: cancellationSurcharge % of the base fare is charged. */
  cancelled: z.boolean(),
  cancellationSurchargePercent: z.number(),
  /** Cancelled by the driver: nothing is charged. */
  free: z.boolean(),
  total: Kurus,
  storedFare: Kurus,
  matchesStoredFare: z.boolean(),
  systemPercentage: z.number(),
  /** Of the stored fare: the company's share (systemPercentage %) and the driver's (the rest). */
  companyShare: Kurus,
  driverShare: Kurus,
  ratesChangedSinceTrip: z.boolean(),
  settingsChangedSinceTrip: z.boolean(),
});
export type FareExplanation = z.infer<typeof FareExplanation>;

/** The answer of `GetTrip/{id}`: every block of SPEC.md §3 Trip, plus the payment method and the fare explained. */
export const TripDetailsWithFare = TripDetails.extend({
  tripTypeId: z.number().int(),
  paymentMethod: PaymentMethod,
  customer: TripParty.nullable(),
  driver: TripParty.nullable(),
  fareExplained: FareExplanation,
});
export type TripDetailsWithFare = z.infer<typeof TripDetailsWithFare>;
