import type { FastifyInstance } from 'fastify';
import { driverPayoutsRoutes } from './bank-transfers/driver-payouts.routes';
import { driverOffersRoutes } from './dispatch/driver-offers.routes';
import { driverProfileRoutes } from './driver-profile/driver-profile.routes';
import { driverTripsRoutes } from './driver-trips/driver-trips.routes';
import { driverPresenceRoutes } from './presence/driver-presence.routes';
import { driverTripMessagesRoutes } from './trip-messages/driver-trip-messages.routes';

/** The driver-side API; app.ts registers this inside the Driver-only scope. */
export async function driverRoutes(app: FastifyInstance) {
  await app.register(driverProfileRoutes);
  await app.register(driverPresenceRoutes);
  await app.register(driverPayoutsRoutes);
  await app.register(driverTripsRoutes);
  await app.register(driverTripMessagesRoutes);
  await app.register(driverOffersRoutes);
}
