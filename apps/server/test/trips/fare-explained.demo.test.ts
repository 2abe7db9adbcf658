import { DEFAULT_OPERATOR_TIME_ZONE } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTrip } from '../../src/modules/trips/trips.service';
import { type SeededDemo, demoTargets, openSeeded } from '../demo/demo-databases';

/**
 * The fare explained of GetTrip equals the stored fare on the demo trips: the demo writes every
 * fare with the one fare function, and the explanation runs it again from the trip's own figures.
 * A sample of every 7th trip (≈ 700 of 5,000), which covers every status, night and peak.
 */
describe.each(demoTargets())('fare explained on the demo trips ($kind)', (target) => {
  let demo: SeededDemo;
  beforeAll(async () => {
    demo = await openSeeded(target);
  }, 120_000);
  afterAll(async () => {
    await demo?.database.close();
  });

  it('recomputes every sampled trip’s stored fare, and the shares add up to it', async () => {
    const { db } = demo.database;
    const trips = await db.selectFrom('trips').select(['id', 'status', 'fare']).where((eb) => eb(eb('id', '%', 7), '=', 0)).orderBy('id').execute();
    expect(trips.length).toBeGreaterThan(500);
    const seen = { night: 0, peak: 0, cancelled: 0, free: 0, plain: 0 };
    const mismatches: number[] = [];
    for (const trip of trips) {
      const { fareExplained: fare, fare: stored } = await getTrip(db, trip.id, DEFAULT_OPERATOR_TIME_ZONE);
      expect(stored).toBe(trip.fare);
      if (!fare.matchesStoredFare || fare.total !== trip.fare) mismatches.push(trip.id);
      expect(fare.companyShare + fare.driverShare).toBe(trip.fare);
      if (fare.free) seen.free++;
      else if (fare.cancelled) seen.cancelled++;
      else if (fare.night) seen.night++;
      else if (fare.peak) seen.peak++;
      else seen.plain++;
    }
    expect(mismatches).toEqual([]);
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(5);
  }, 300_000);
});
