import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_MAX_POINTS, TripStatus, TripTrack } from '@taxi/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { approvedDriver, createTripType, step } from '../live/support';
import { arrivedTrip, reportOver } from './support';

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const getTrack = (tripId: number | string, who: Parameters<TestApp['injectAs']>[0] = 'admin') => t.injectAs(who, { method: 'GET', url: `/api/Trips/GetTripTrack/${tripId}` });

/** A trip written straight into the table (the demo's way), with a point a minute due north, ~400 m apart. */
async function tripWithTrack(startTime: Date, minutes: number, status: number = TripStatus.Completed) {
  const { id } = await t.db
    .insertInto('trips')
    .values({ customer_id: t.users.customer.id, driver_id: null, vehicle_id: null, trip_type_id: tripTypeId, status, payment_method: 'Card', start_time: startTime, end_time: new Date(startTime.getTime() + minutes * 60_000), distance_meters: minutes * 400, duration_seconds: minutes * 60, fare: 0, vehicle_snapshot: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const points = Array.from({ length: minutes + 1 }, (_, i) => ({ trip_id: id, recorded_at: new Date(startTime.getTime() + i * 60_000), latitude: 35.1 + i * 0.0036, longitude: 33.36 }));
  await t.db.insertInto('trip_track_points').values(points).execute();
  return id;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('GET /api/Trips/GetTripTrack/{tripId}', () => {
  it('answers 401 without a token, 403 for a role without trips.read, 400 for a bad id and 404 for an unknown trip', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Trips/GetTripTrack/1' })).statusCode).toBe(401);
    const finance = await createUser(t.db, 'Finance');
    expect((await getTrack(1, finance)).statusCode).toBe(403);
    expect((await getTrack(1, 'driver')).statusCode).toBe(403);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await getTrack(bad)).statusCode, bad).toBe(400);
    const missing = await getTrack(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.stringMatching(/Trip/) });
  });

  it('answers a completed trip driven through the driver API: its points and the legs summing to the stored fare', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await reportOver(t, driver, (35_200 + i) / 1000);
    const done = await step(t, driver, tripId, 'complete', { distanceMeters: 640, durationSeconds: 95 });
    expect(done.statusCode).toBe(200);
    await t.deps.trackRecorder.flush();
    const res = await getTrack(tripId);
    expect(res.statusCode).toBe(200);
    const track = TripTrack.parse(res.json());
    expect(track).toMatchObject({ tripId, distanceMeters: 640, durationSeconds: 95, timeZone: t.deps.config.operatorTimeZone });
    expect(track.points.map((p) => p[1])).toEqual([35.2, 35.201, 35.202, 35.203, 35.204]);
    expect(track.points.map((p) => p[0])).toEqual([...track.points.map((p) => p[0])].sort((a, b) => a - b));
    expect(track.legs).toHaveLength(4);
    expect(sum(track.legs.map((leg) => leg.meters))).toBe(640);
    expect(sum(track.legs.map((leg) => leg.seconds))).toBe(95);
    expect(track.fare?.total).toBe(done.json().fare);
    expect(track.fare?.storedFare).toBe(done.json().fare);
    expect(track.fare!.baseAmount + sum(track.legs.map((leg) => leg.amount))).toBe(track.fare!.total);
  });

  it('answers a trip under way with its points so far, and no legs or fare', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    await reportOver(t, driver, 35.25);
    await t.deps.trackRecorder.flush();
    const track = TripTrack.parse((await getTrack(tripId)).json());
    expect(track).toMatchObject({ endTime: null, legs: [], fare: null });
    expect(track.points).toHaveLength(1);
  });

  it('answers a cancelled trip, and one without a track, with no legs; the latter keeps its fare on the base', async () => {
    const cancelled = await tripWithTrack(new Date('2026-01-15T10:00:00Z'), 5, TripStatus.CanceledByCustomer);
    expect(TripTrack.parse((await getTrack(cancelled)).json())).toMatchObject({ legs: [], fare: null });
    const { id: bare } = await t.db
      .insertInto('trips')
      .values({ customer_id: null, driver_id: null, vehicle_id: null, trip_type_id: tripTypeId, status: TripStatus.Completed, payment_method: 'Cash', start_time: new Date('2026-01-15T10:00:00Z'), end_time: new Date('2026-01-15T10:10:00Z'), distance_meters: 3_000, duration_seconds: 600, fare: 14_000, vehicle_snapshot: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const track = TripTrack.parse((await getTrack(bare)).json());
    // 5,000 + 2,000 × 3 km + 300 × 10 min, no surcharge at 12:00 local
    expect(track).toMatchObject({ points: [], legs: [], fare: { baseAmount: 14_000, total: 14_000, storedFare: 14_000, night: false } });
  });

  it('splits a trip that started at night: the surcharge on every leg, the night legs counted apart', async () => {
    // 05:40 on the operator clock in winter (UTC+2): 20 minutes of night (to 06:00), then 10 of day
    const tripId = await tripWithTrack(new Date('2026-01-15T03:40:00Z'), 30);
    const track = TripTrack.parse((await getTrack(tripId)).json());
    // (5,000 + 2,000 × 12 km + 300 × 30 min) × 1.2 = 45,600
    expect(track.fare).toMatchObject({ total: 45_600, baseAmount: 6_000, night: true, peak: false, surchargePercent: 20 });
    expect(new Set(track.legs.map((leg) => `${leg.meters} m ${leg.seconds} s ${leg.amount}`))).toEqual(new Set(['400 m 60 s 1320']));
    expect(track.fare!.inNight).toEqual({ meters: 8_000, seconds: 1_200, amount: 26_400 });
    expect(track.fare!.inPeak).toEqual({ meters: 0, seconds: 0, amount: 0 });
    expect(track.legs.map((leg) => leg.localTime).slice(18, 22)).toEqual(['05:58', '05:59', '06:00', '06:01']);
    expect(track.legs[19]?.night).toBe(true);
    expect(track.legs[20]?.night).toBe(false);
  });

  it(`answers at most ${TRACK_MAX_POINTS} points, the first and the last kept`, async () => {
    const tripId = await tripWithTrack(new Date('2026-01-15T10:00:00Z'), TRACK_MAX_POINTS + 500);
    const track = TripTrack.parse((await getTrack(tripId)).json());
    expect(track.points).toHaveLength(TRACK_MAX_POINTS);
    expect(track.points[0]?.[0]).toBe(0);
    expect(track.points.at(-1)?.[0]).toBe((TRACK_MAX_POINTS + 500) * 60);
    expect(track.legs).toHaveLength(TRACK_MAX_POINTS - 1);
    expect(track.fare!.baseAmount + sum(track.legs.map((leg) => leg.amount))).toBe(track.fare!.total);
  });
});
