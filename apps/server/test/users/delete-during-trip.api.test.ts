import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType, requestTrip, step } from '../live/support';
import { ledgerSum, userRow } from './user-records';

/**
 * A driver completes a trip while an admin deletes that driver (issue 21 item 12). Completing locks
 * the trip and then the driver's row (the ledger); deleting locks the driver's row and then the
 * trips of the driver's cars (their vehicle_id is set to null). In opposite orders PostgreSQL
 * answers `40P01 deadlock detected` (a 500); both take the driver's row first now. Only PostgreSQL's
 * pool of connections runs the two at once: PGlite's one connection cannot deadlock.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 16;

let t: TestApp;
let tripTypeId: number;
beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t?.close());

describe.skipIf(!serverUrl)('completing a trip while its driver is deleted, on PostgreSQL', () => {
  it(`never deadlocks: ${ROUNDS} rounds of complete and delete at once, each ending in a consistent state`, async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const driver = await approvedDriver(t, tripTypeId);
      const tripId = await requestTrip(t, tripTypeId, round % 2 ? 'Cash' : 'Card');
      for (const action of ['accept', 'arrive', 'start']) expect((await step(t, driver, tripId, action)).statusCode).toBe(200);
      const [completed, deleted] = await Promise.all([
        step(t, driver, tripId, 'complete', { distanceMeters: 5_000 + round, durationSeconds: 600 }),
        t.injectAs('admin', { method: 'DELETE', url: `/api/users/DeleteUser/${driver.id}` }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // completed first (200); or the deletion came first: the token is revoked (401) or the driver is gone (404)
      expect([200, 401, 404], completed.body).toContain(completed.statusCode);
      outcomes.add(String(completed.statusCode));
      const trip = await t.db.selectFrom('trips').select(['status', 'vehicle_id']).where('id', '=', tripId).executeTakeFirstOrThrow();
      expect(trip).toEqual({ status: completed.statusCode === 200 ? 5 : 3, vehicle_id: null });
      const row = await userRow(t.db, driver.id);
      expect(row.deleted_at).not.toBeNull();
      expect(await ledgerSum(t.db, driver.id)).toBe(row.balance);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  }, 240_000);
});
