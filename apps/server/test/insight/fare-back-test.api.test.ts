import { type FareBackTest, type FareClock, computeFare, driverCreditForCardTrip, driverDebitForCashTrip } from '@taxi/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFareClock } from '../../src/modules/app-settings/fare-clock';
import { completedTripsOfType, fareBackTest, replayTrips } from '../../src/modules/insight/fare-back-test';
import { shiftDay } from '../../src/modules/insight/insight.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { RATES, SYSTEM_PERCENTAGE, createTripType } from '../live/support';

/**
 * Issue 27 item 3: POST /api/TripType/BackTestFares/{id} replays the trip type's completed trips
 * of the last 30 operator days through computeFare under the saved and the edited fares: every
 * replayed trip equals computeFare on it, and the days and totals are their sums.
 */
let t: TestApp;
let tripTypeId: number;
let clock: FareClock;
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const EDITED = { systemPercentage: 25, baseFare: 6000, perKmFare: 2200, perMinuteFare: 250, cancellationSurcharge: 40, nightSurcharge: 35, peakTimeSurcharge: 15 };
const SAVED = { baseFare: RATES.base_fare, perKmFare: RATES.per_km_fare, perMinuteFare: RATES.per_minute_fare, cancellationSurcharge: RATES.cancellation_surcharge, nightSurcharge: RATES.night_surcharge, peakTimeSurcharge: RATES.peak_time_surcharge };

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
  // a night window and a peak range, so replayed trips fall in, out of and across them
  await sql`UPDATE app_settings SET night_time_from = '22:00', night_time_to = '06:00'`.execute(t.db);
  await sql`DELETE FROM peak_times`.execute(t.db);
  await sql`INSERT INTO peak_times (peak_time_from, peak_time_to, position) VALUES ('07:30', '09:30', 0), ('17:00', '19:00', 1)`.execute(t.db);
  clock = (await loadFareClock(t.db, t.deps.config.operatorTimeZone)).clock;
});
afterAll(async () => t.close());

const backTest = (id: number, payload: object) => t.injectAs('admin', { method: 'POST', url: `/api/TripType/BackTestFares/${id}`, payload });
const driverShare = (fare: number, percent: number, method: 'Cash' | 'Card') => (method === 'Card' ? driverCreditForCardTrip(fare, percent) : fare - driverDebitForCashTrip(fare, percent));

describe(`fare back-test on ${database}`, () => {
  it('equals computeFare on every replayed trip, per day and in all, and changes nothing', async () => {
    const driver = await createUser(t.db, 'Driver');
    const otherType = await createTripType(t);
    const hour = 3_600_000;
    const now = Date.now();
    // every 7 hours for 40 days: day, night and peak starts, cash and card, some too old, other types and statuses left out
    for (let index = 0; index < 140; index += 1) {
      const start = new Date(now - index * 7 * hour);
      await t.db
        .insertInto('trips')
        .values({
          trip_type_id: index % 13 === 0 ? otherType : tripTypeId,
          driver_id: driver.id,
          status: index % 11 === 0 ? 6 : 5,
          payment_method: index % 2 ? 'Cash' : 'Card',
          start_time: start,
          end_time: start,
          distance_meters: 1000 + index * 137,
          duration_seconds: 300 + index * 29,
          fare: 12_345,
          vehicle_snapshot: null,
        })
        .execute();
    }
    const before = await t.db.selectFrom('trips').select(['id', 'fare']).orderBy('id').execute();
    const res = await backTest(tripTypeId, EDITED);
    expect(res.statusCode).toBe(200);
    const answer = res.json<FareBackTest>();
    expect(answer.days).toHaveLength(30);
    const today = answer.days.at(-1)!.day;

    // every replayed trip: computeFare under the saved and the edited rates, nothing else
    const trips = await completedTripsOfType(t.db, tripTypeId, clock.timeZone, shiftDay(today, -29), today);
    expect(trips.length).toBeGreaterThan(60);
    const { systemPercentage, ...edited } = EDITED;
    const replays = replayTrips(trips, clock, { rates: SAVED, systemPercentage: SYSTEM_PERCENTAGE }, { rates: edited, systemPercentage });
    for (const replay of replays) {
      const input = { distanceMeters: replay.trip.distanceMeters, durationSeconds: replay.trip.durationSeconds, startTime: replay.trip.startTime };
      expect(replay.fareNow).toBe(computeFare(SAVED, clock, input).total);
      expect(replay.fareProposed).toBe(computeFare(edited, clock, input).total);
      expect(replay.driverProposed).toBe(driverShare(replay.fareProposed, systemPercentage, replay.trip.paymentMethod));
    }
    expect(replays.some((replay) => computeFare(SAVED, clock, { ...replay.trip, startTime: replay.trip.startTime }).night)).toBe(true);
    expect(replays.some((replay) => computeFare(SAVED, clock, { ...replay.trip, startTime: replay.trip.startTime }).peak)).toBe(true);

    // the answer's days and totals are the sums of those replays
    const grossProposed = replays.reduce((sum, replay) => sum + replay.fareProposed, 0);
    const grossNow = replays.reduce((sum, replay) => sum + replay.fareNow, 0);
    const driverProposed = replays.reduce((sum, replay) => sum + replay.driverProposed, 0);
    const driverNow = replays.reduce((sum, replay) => sum + replay.driverNow, 0);
    expect(answer.totals).toEqual({
      trips: replays.length,
      grossNow,
      grossProposed,
      grossChange: grossProposed - grossNow,
      driverEarningsNow: driverNow,
      driverEarningsProposed: driverProposed,
      driverEarningsChange: driverProposed - driverNow,
      commissionNow: grossNow - driverNow,
      commissionProposed: grossProposed - driverProposed,
      commissionChange: grossProposed - driverProposed - (grossNow - driverNow),
    });
    for (const day of answer.days) {
      const ofDay = replays.filter((replay) => replay.day === day.day);
      expect(day.trips).toBe(ofDay.length);
      expect(day.grossProposed).toBe(ofDay.reduce((sum, replay) => sum + replay.fareProposed, 0));
    }
    expect(answer.days.reduce((sum, day) => sum + day.grossChange, 0)).toBe(answer.totals.grossChange);
    // the saved fares replayed under themselves change nothing
    const same = await fareBackTest(t.db, clock, { id: tripTypeId, rates: SAVED, systemPercentage: SYSTEM_PERCENTAGE }, { ...SAVED, systemPercentage: SYSTEM_PERCENTAGE });
    expect(same.totals).toMatchObject({ grossChange: 0, driverEarningsChange: 0, commissionChange: 0, trips: replays.length });
    expect(await t.db.selectFrom('trips').select(['id', 'fare']).orderBy('id').execute()).toEqual(before);
  });

  it('refuses bad fares with a 400, an unknown trip type with a 404, and a role without trip types with a 403', async () => {
    expect((await backTest(tripTypeId, { ...EDITED, baseFare: -1 })).statusCode).toBe(400);
    expect((await backTest(tripTypeId, { ...EDITED, nightSurcharge: 12.345 })).statusCode).toBe(400);
    expect((await backTest(tripTypeId, { baseFare: 100 })).statusCode).toBe(400);
    expect((await backTest(999_999, EDITED)).statusCode).toBe(404);
    const viewer = await createUser(t.db, 'Viewer');
    expect((await t.injectAs(viewer, { method: 'POST', url: `/api/TripType/BackTestFares/${tripTypeId}`, payload: EDITED })).statusCode).toBe(200);
    expect((await t.injectAs('driver', { method: 'POST', url: `/api/TripType/BackTestFares/${tripTypeId}`, payload: EDITED })).statusCode).toBe(403);
  });
});
