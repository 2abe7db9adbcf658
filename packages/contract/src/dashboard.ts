import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID } from './common';
import { LivePositionTuple } from './live';
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

/**
 * Beyond SPEC, the live map's load (`GET /api/Dashboard/GetLiveDrivers`): the connected drivers'
 * latest positions as tuples, exactly as on the stream (`LivePositionTuple`), and the drivers on a
 * trip under way as `[driverId, tripId]`; ~45 bytes a driver instead of the SPEC answer's ~275.
 * Names and vehicles come once per driver from `GetDriverCards` (they do not move).
 */
export const LiveDrivers = z.object({
  at: IsoDateTime,
  positions: z.array(LivePositionTuple),
  trips: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type LiveDrivers = z.infer<typeof LiveDrivers>;

/** The most driver cards one `GetDriverCards` call asks for. */
export const MAX_DRIVER_CARDS = 20_000;

/** `POST /api/Dashboard/GetDriverCards`: the drivers whose card the map does not hold yet. */
export const DriverCardsBody = z.object({
  driverIds: z.array(z.number().int().positive().max(MAX_ID)).min(1).max(MAX_DRIVER_CARDS),
});
export type DriverCardsBody = z.infer<typeof DriverCardsBody>;

/**
 * A driver's card on the live map, compact: `[driverId, driverName, driverPhone, rating,
 * vehicleModel, vehiclePlateNumber, vehicleColor, tripType]` (the SPEC answer's fields, '' where
 * the driver has no vehicle). A driver who is gone (deleted, no longer a driver) has no card.
 */
export const DriverCardTuple = z.tuple([z.number().int(), z.string(), z.string(), z.number().nullable(), z.string(), z.string(), z.string(), z.string()]);
export type DriverCardTuple = z.infer<typeof DriverCardTuple>;

export const DriverCards = z.object({ drivers: z.array(DriverCardTuple) });
export type DriverCards = z.infer<typeof DriverCards>;

/**
 * The SPEC answer's ConnectedDriver list from the compact load and the cards held: a position
 * without a card is left out (as the SPEC answer leaves out a driver who is gone), in driver order.
 */
export function connectedDriversOf(live: LiveDrivers, cards: ReadonlyMap<number, DriverCardTuple>): ConnectedDriver[] {
  const trips = new Map(live.trips);
  const drivers: ConnectedDriver[] = [];
  for (const [driverId, latitude, longitude, heading] of live.positions) {
    const card = cards.get(driverId);
    if (!card) continue;
    const [, driverName, driverPhone, rating, vehicleModel, vehiclePlateNumber, vehicleColor, tripType] = card;
    drivers.push({ driverId, driverName, driverPhone, rating, vehicleModel, vehiclePlateNumber, vehicleColor, tripType, latitude, longitude, heading, currentTripId: trips.get(driverId) ?? null });
  }
  return drivers.sort((a, b) => a.driverId - b.driverId);
}

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
