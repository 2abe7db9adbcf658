import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDriverLiveReport } from '@taxi/contract';
import { insertTrackPoints } from '../../src/modules/trip-tracks/trip-tracks.repository';
import { THINNING, worthKeeping } from '../../src/modules/trip-tracks/track-thinning';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType, secondInstance, step } from '../live/support';
import { openDriverSocket } from '../live/ws-client';
import { arrivedTrip, eventually, reportOver, storedPoints } from './support';

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

/** About 111 m north per 0.001°: kept; 0.00005° (about 6 m): thinned away. */
const FAR = 0.001;
const NEAR = 0.00005;

describe('recording the driven track (issue 27 item 4)', () => {
  it('keeps the thinned reports of the trip in progress, none before its start or after its end, and the last one at completion', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    await reportOver(t, driver, 35.09); // arrived, not started: not the track
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    await reportOver(t, driver, 35.1); // kept: the first after the start
    await reportOver(t, driver, 35.1 + NEAR); // thinned
    await reportOver(t, driver, 35.1 + FAR); // kept
    await reportOver(t, driver, 35.1 + FAR + NEAR); // thinned, then kept by the completion
    await t.deps.trackRecorder.flush();
    expect((await storedPoints(t, tripId)).map((p) => p.latitude)).toEqual([35.1, 35.1 + FAR]);
    expect((await step(t, driver, tripId, 'complete', { distanceMeters: 150, durationSeconds: 60 })).statusCode).toBe(200);
    await reportOver(t, driver, 35.2); // after the end: not the track
    await t.deps.trackRecorder.flush();
    const points = await storedPoints(t, tripId);
    expect(points.map((p) => p.latitude)).toEqual([35.1, 35.1 + FAR, 35.1 + FAR + NEAR]);
    const trip = await t.db.selectFrom('trips').select(['start_time', 'end_time']).where('id', '=', tripId).executeTakeFirstOrThrow();
    for (const point of points) {
      expect(point.recorded_at.getTime()).toBeGreaterThanOrEqual(trip.start_time.getTime());
      expect(point.recorded_at.getTime()).toBeLessThanOrEqual(trip.end_time!.getTime());
    }
  });

  it("records nothing of another driver's reports on a trip, and nothing of a driver without one", async () => {
    const [driver, other] = [await approvedDriver(t, tripTypeId), await approvedDriver(t, tripTypeId)];
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    await reportOver(t, other, 35.3);
    await reportOver(t, other, 35.3 + FAR);
    await reportOver(t, driver, 35.4);
    await t.deps.trackRecorder.flush();
    expect((await storedPoints(t, tripId)).map((p) => p.latitude)).toEqual([35.4]);
    const ofOther = await t.db.selectFrom('trip_track_points').innerJoin('trips', 'trips.id', 'trip_track_points.trip_id').select('trip_id').where('trips.driver_id', '=', other.id).execute();
    expect(ofOther).toEqual([]);
  });

  it("keeps the buffered reports of a trip that was completed before the flush (a report's time decides, not the flush's)", async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    await reportOver(t, driver, 35.5);
    await reportOver(t, driver, 35.5 + FAR);
    expect(t.deps.trackRecorder.size).toBeGreaterThanOrEqual(2);
    expect((await step(t, driver, tripId, 'complete', { distanceMeters: 120, durationSeconds: 30 })).statusCode).toBe(200);
    await t.deps.trackRecorder.flush();
    expect(await storedPoints(t, tripId)).toHaveLength(2);
  });

  it('records the reports of the driver socket (GET /api/driver/live) the same way', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { socket, errors } = await openDriverSocket(baseUrl, await t.tokenFor(driver));
    try {
      for (const latitude of [35.6, 35.6 + NEAR, 35.6 + FAR]) {
        socket.send(JSON.stringify(encodeDriverLiveReport({ latitude, longitude: 33.36 })));
        await eventually(async () => (await t.deps.presence.connected()).some((p) => p.driverId === driver.id && p.latitude === latitude));
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await t.deps.trackRecorder.flush();
      expect(errors).toEqual([]);
      expect((await storedPoints(t, tripId)).map((p) => p.latitude)).toEqual([35.6, 35.6 + FAR]);
    } finally {
      socket.close();
    }
  });

  it('flushes the buffered points on shutdown', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    const other = await secondInstance(t);
    const res = await other.app.inject({ method: 'POST', url: '/api/driver/position', headers: { authorization: `Bearer ${await t.tokenFor(driver)}` }, payload: { latitude: 35.7, longitude: 33.36 } });
    expect(res.statusCode).toBe(200);
    expect(await storedPoints(t, tripId)).toEqual([]);
    await other.close();
    expect((await storedPoints(t, tripId)).map((p) => p.latitude)).toEqual([35.7]);
  });
});

describe('two instances on one database', () => {
  it('records each report once, whichever instance hears it, and a repeated write stays one row', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const tripId = await arrivedTrip(t, tripTypeId, driver);
    expect((await step(t, driver, tripId, 'start')).statusCode).toBe(200);
    const b = await secondInstance(t);
    try {
      const token = await t.tokenFor(driver);
      const latitudes = [35.8, 35.8 + FAR, 35.8 + 2 * FAR, 35.8 + 3 * FAR];
      for (const [index, latitude] of latitudes.entries()) {
        const app = index % 2 === 0 ? t.app : b.app;
        expect((await app.inject({ method: 'POST', url: '/api/driver/position', headers: { authorization: `Bearer ${token}` }, payload: { latitude, longitude: 33.36 } })).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await Promise.all([t.deps.trackRecorder.flush(), b.app.deps.trackRecorder.flush()]);
      const points = await storedPoints(t, tripId);
      expect(points.map((p) => p.latitude)).toEqual(latitudes);
      // the same rows written again (a retried flush, a report heard twice): still one row each
      await insertTrackPoints(t.db, points.map((p) => ({ driverId: driver.id, at: p.recorded_at.getTime(), latitude: p.latitude, longitude: p.longitude, heading: null })));
      expect(await storedPoints(t, tripId)).toHaveLength(latitudes.length);
    } finally {
      await b.close();
    }
  });
});

describe('thinning', () => {
  const at = (seconds: number, latitude: number, heading: number | null = null) => ({ driverId: 1, at: seconds * 1000, latitude, longitude: 33.36, heading });

  it(`keeps a report ${THINNING.KEEP_METERS} m away, or ${THINNING.KEEP_SECONDS} s later, or after a turn of ${THINNING.TURN_DEGREES}°`, () => {
    expect(worthKeeping(undefined, at(0, 35))).toBe(true);
    expect(worthKeeping(at(0, 35), at(1, 35 + 0.0006))).toBe(false); // 67 m
    expect(worthKeeping(at(0, 35), at(1, 35 + 0.0007))).toBe(true); // 78 m
    expect(worthKeeping(at(0, 35), at(THINNING.KEEP_SECONDS - 1, 35))).toBe(false);
    expect(worthKeeping(at(0, 35), at(THINNING.KEEP_SECONDS, 35))).toBe(true);
    expect(worthKeeping(at(0, 35, 350), at(1, 35 + 0.0002, 15))).toBe(false); // 25° across north
    expect(worthKeeping(at(0, 35, 350), at(1, 35 + 0.0002, 25))).toBe(true); // 35°, 22 m
    expect(worthKeeping(at(0, 35, 0), at(1, 35 + 0.0001, 90))).toBe(false); // a turn on the spot (11 m)
    expect(worthKeeping(at(0, 35, null), at(1, 35 + 0.0002, 90))).toBe(false);
  });
});
