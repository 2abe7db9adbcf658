import type { UserRow } from '../../src/db/schema';
import type { TestApp } from '../helpers/build-test-app';
import { requestTrip, step } from '../live/support';

/** Reports a position over HTTP (POST /api/driver/position) and expects it accepted. */
export async function reportOver(t: TestApp, driver: UserRow, latitude: number, longitude = 33.36, heading?: number) {
  const res = await t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: { latitude, longitude, ...(heading === undefined ? {} : { heading }) } });
  if (res.statusCode !== 200) throw new Error(`position: ${res.statusCode} ${res.body}`);
  // distinct report times: the track's key is (trip, time)
  await new Promise((resolve) => setTimeout(resolve, 3));
}

/** A trip the driver accepted and arrived at (the next step is start). */
export async function arrivedTrip(t: TestApp, tripTypeId: number, driver: UserRow): Promise<number> {
  const id = await requestTrip(t, tripTypeId);
  for (const action of ['accept', 'arrive']) {
    const res = await step(t, driver, id, action);
    if (res.statusCode !== 200) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  }
  return id;
}

/** The stored points of a trip, oldest first. */
export const storedPoints = (t: Pick<TestApp, 'db'>, tripId: number) =>
  t.db.selectFrom('trip_track_points').select(['latitude', 'longitude', 'recorded_at']).where('trip_id', '=', tripId).orderBy('recorded_at').execute();

/** Polls `test` every 20 ms until it holds (or fails after `ms`). */
export async function eventually(test: () => Promise<boolean> | boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
