import { DEFAULT_OPERATOR_TIME_ZONE, TripStatus, haversineMeters } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_MAX_DEMO_POINTS, TRACKED_DAYS } from '../../src/demo/trip-tracks';
import { getTripTrack } from '../../src/modules/trip-tracks/trip-tracks.service';
import { getTrip } from '../../src/modules/trips/trips.service';
import { DEMO_NOW, type SeededDemo, demoTargets, openSeeded } from '../demo/demo-databases';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The demo trips' fares, on one seeded demo per database:
 * - the fare explained of GetTrip equals the stored fare: the demo writes every fare with the one
 *   fare function, and the explanation runs it again from the trip's own figures. A sample of every
 *   7th trip (≈ 700 of 5,000), which covers every status, night and peak;
 * - the replay's split (issue 27 item 4): every completed trip of the tracked days has a track along
 *   its places, and its legs and base sum to the stored fare (the split runs computeFare again and
 *   shares it out exactly).
 */
describe.each(demoTargets())('the demo trips’ fares, explained and split over their tracks ($kind)', (target) => {
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

  it('splits every tracked trip’s stored fare exactly over its legs, night and peak ones included', async () => {
    const { db } = demo.database;
    const since = new Date(DEMO_NOW.getTime() - TRACKED_DAYS * 86_400_000);
    const trips = await db.selectFrom('trips').select(['id', 'fare', 'distance_meters']).where('status', '=', TripStatus.Completed).where('start_time', '>=', since).orderBy('id').execute();
    expect(trips.length).toBeGreaterThan(700);
    const seen = { nightStart: 0, peakStart: 0, nightLegs: 0, peakLegs: 0 };
    for (const trip of trips) {
      const track = await getTripTrack(db, trip.id, DEFAULT_OPERATOR_TIME_ZONE);
      expect(track.points.length, `trip ${trip.id}`).toBeGreaterThanOrEqual(2);
      expect(track.points.length).toBeLessThanOrEqual(TRACK_MAX_DEMO_POINTS + 3);
      expect(track.points[0]?.[0]).toBe(0);
      expect(track.points.at(-1)?.[0]).toBe(track.durationSeconds);
      const fare = track.fare!;
      expect(fare.total, `trip ${trip.id}`).toBe(Number(trip.fare));
      expect(fare.storedFare).toBe(Number(trip.fare));
      expect(fare.baseAmount + sum(track.legs.map((leg) => leg.amount))).toBe(fare.total);
      expect(sum(track.legs.map((leg) => leg.meters))).toBe(track.distanceMeters);
      expect(sum(track.legs.map((leg) => leg.seconds))).toBe(track.durationSeconds);
      // drawn along the places: the straight track is shorter than the road
      let straight = 0;
      for (let i = 1; i < track.points.length; i++) straight += haversineMeters({ latitude: track.points[i - 1]![1], longitude: track.points[i - 1]![2] }, { latitude: track.points[i]![1], longitude: track.points[i]![2] });
      expect(straight).toBeLessThan(trip.distance_meters);
      if (fare.night) seen.nightStart++;
      if (fare.peak) seen.peakStart++;
      if (fare.inNight.seconds > 0) seen.nightLegs++;
      if (fare.inPeak.seconds > 0) seen.peakLegs++;
    }
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(5);
  }, 300_000);

  it('keeps no track for the older history, the cancelled trips or the trips under way', async () => {
    const { db } = demo.database;
    const since = new Date(DEMO_NOW.getTime() - TRACKED_DAYS * 86_400_000);
    const stray = await db
      .selectFrom('trip_track_points')
      .innerJoin('trips', 'trips.id', 'trip_track_points.trip_id')
      .select('trips.id')
      .where((eb) => eb.or([eb('trips.status', '<>', TripStatus.Completed), eb('trips.start_time', '<', since), eb('trip_track_points.recorded_at', '<', eb.ref('trips.start_time')), eb('trip_track_points.recorded_at', '>', eb.ref('trips.end_time'))]))
      .limit(5)
      .execute();
    expect(stray).toEqual([]);
    expect(demo.summary.tripTrackPoints).toBeGreaterThan(5_000);
  });
});
