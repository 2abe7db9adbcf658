import { z } from 'zod';
import { Kurus } from './common';
import { TripDetails } from './trips';

export const ConnectedDriver = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  driverPhone: z.string(),
  rating: z.number().nullable(),
  vehicleModel: z.string(),
  vehiclePlateNumber: z.string(),
  vehicleColor: z.string(),
  tripType: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Beyond SPEC, for the live map: the latest heading in degrees (null when not reported). */
  heading: z.number().nullable().optional(),
  /** Beyond SPEC, for the live map: the driver's accepted, arrived or in-progress trip (null: free). */
  currentTripId: z.number().int().nullable().optional(),
});
export type ConnectedDriver = z.infer<typeof ConnectedDriver>;

/** The driver's current trip for the map panel; null when the driver has none. */
export const CurrentDriverTrip = TripDetails.nullable();
export type CurrentDriverTrip = z.infer<typeof CurrentDriverTrip>;

export const DashboardSummary = z.object({
  drivers: z.number().int(),
  customers: z.number().int(),
  admins: z.number().int(),
  /** Users (drivers and customers) and vehicles waiting for verification (status 0). */
  pendingVerifications: z.number().int(),
  /** Beyond SPEC (issue 22): the same count by queue, each what its list shows with `?verificationStatus=0`. */
  pendingVerificationsBy: z.object({ drivers: z.number().int(), customers: z.number().int(), vehicles: z.number().int() }),
  pendingPayouts: z.number().int(),
  pendingPayoutsAmount: Kurus,
  connectedDrivers: z.number().int(),
  tripsToday: z.number().int(),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
