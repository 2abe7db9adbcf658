import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { UserRow } from '../../src/db/schema';
import { createDeps } from '../../src/deps';
import type { TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

export const RATES = { base_fare: 5000, per_km_fare: 2000, per_minute_fare: 300, cancellation_surcharge: 50, night_surcharge: 20, peak_time_surcharge: 10 };
export const SYSTEM_PERCENTAGE = 20;

let plate = 0;

/** A trip type with known rates (kuruş) and a 20 % commission. */
export async function createTripType(t: Pick<TestApp, 'db'>): Promise<number> {
  const row = await t.db
    .insertInto('trip_types')
    .values({ type_name: `Live ${Math.random().toString(36).slice(2, 8)}`, description: 'd', number_of_passengers: 4, system_percentage: SYSTEM_PERCENTAGE, ...RATES })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A driver who may go online: approved, with one approved vehicle of the trip type. */
export async function approvedDriver(t: Pick<TestApp, 'db'>, tripTypeId: number): Promise<UserRow> {
  const driver = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: new Date(Date.now() + 30 * 86_400_000) });
  plate += 1;
  await t.db
    .insertInto('vehicles')
    .values({ user_id: driver.id, trip_type_id: tripTypeId, brand: 'Fiat', model: 'Egea', year: 2022, color: 'Grey', plate: `LIV ${process.pid % 1000} ${plate}`, number_of_seats: 4, image_url: null, verification_status: 1, verified_until: null })
    .execute();
  return driver;
}

export const PLACES = [
  { name: 'Girne Harbour', formattedAddress: 'Girne Harbour, Girne', latitude: 35.342, longitude: 33.319 },
  { name: 'Bellapais Abbey', poiName: 'Bellapais', formattedAddress: 'Bellapais, Girne', latitude: 35.306, longitude: 33.354 },
  { name: 'Sarayönü', formattedAddress: 'Sarayönü, Lefkoşa', latitude: 35.176, longitude: 33.361 },
];

/** A customer asks for a ride; returns the new trip's id. */
export async function requestTrip(t: TestApp, tripTypeId: number, paymentMethod: 'Card' | 'Cash' = 'Card'): Promise<number> {
  const res = await t.injectAs('customer', { method: 'POST', url: '/api/customer/trips', payload: { tripTypeId, paymentMethod, places: PLACES } });
  if (res.statusCode !== 201) throw new Error(`trip request: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** One driver-side step: POST /api/driver/trips/{id}/{action}. */
export const step = (t: TestApp, driver: UserRow, tripId: number, action: string, payload?: object) =>
  t.injectAs(driver, { method: 'POST', url: `/api/driver/trips/${tripId}/${action}`, ...(payload ? { payload } : {}) });

export interface SecondInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A second API instance on `a`'s database and Redis (two-instance tests; close it before `a`). */
export async function secondInstance(a: TestApp): Promise<SecondInstance> {
  const deps = await createDeps(a.deps.config, a.deps.database);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await deps.redis?.quit();
    },
  };
}
