import { z } from 'zod';
import { IsoDateTime, Kurus, PageQuery, PersonRef, optionalQuery } from './common';
import { PaymentStatus, TripStatusName } from './enums';

export const TripsQuery = PageQuery.extend({
  startDate: optionalQuery(z.iso.date().or(z.iso.datetime({ offset: true }))),
  endDate: optionalQuery(z.iso.date().or(z.iso.datetime({ offset: true }))),
  status: optionalQuery(z.coerce.number().pipe(z.union([z.literal(5), z.literal(6), z.literal(7)]))),
  userId: optionalQuery(z.coerce.number().int().positive()),
});
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
