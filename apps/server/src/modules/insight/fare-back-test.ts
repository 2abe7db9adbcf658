import {
  BACK_TEST_DAYS,
  type BackTestFigures,
  type FareBackTest,
  type FareBackTestBody,
  type FareClock,
  type FareRates,
  type PaymentMethod,
  computeFare,
  driverCreditForCardTrip,
  driverDebitForCashTrip,
  localDateTime,
} from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { dayEnd, dayStart } from '../../lib/operator-days';
import { operatorToday } from './insight.repository';
import { shiftDay } from './insight.service';

/** A completed trip as the back-test replays it: what the fare reads, and how it was paid. */
export interface ReplayedTrip {
  id: number;
  startTime: Date;
  distanceMeters: number;
  durationSeconds: number;
  paymentMethod: PaymentMethod;
}

/** One trip under both fares: the one fare function on the same distance, duration and start (so the same night and peak windows). */
export interface TripReplay {
  trip: ReplayedTrip;
  day: string;
  fareNow: number;
  fareProposed: number;
  driverNow: number;
  driverProposed: number;
}

/** The completed trips of a trip type that started on the operator days `firstDay`–`lastDay` (trips_trip_type_idx). */
export async function completedTripsOfType(db: Db, tripTypeId: number, timeZone: string, firstDay: string, lastDay: string): Promise<ReplayedTrip[]> {
  const result = await sql<ReplayedTrip>`
    SELECT id, start_time AS "startTime", distance_meters AS "distanceMeters", duration_seconds AS "durationSeconds", payment_method AS "paymentMethod"
    FROM trips
    WHERE trip_type_id = ${tripTypeId} AND status = 5 AND start_time >= ${dayStart(firstDay, timeZone)} AND start_time < ${dayEnd(lastDay, timeZone)}
    ORDER BY start_time, id`.execute(db);
  return result.rows;
}

/** What the driver keeps of a fare (DESIGN.md §5): a card fare less the commission; a cash fare less the commission they owe. */
const driverShare = (fare: number, systemPercentage: number, method: PaymentMethod) =>
  method === 'Card' ? driverCreditForCardTrip(fare, systemPercentage) : fare - driverDebitForCashTrip(fare, systemPercentage);

const pad = (value: number) => String(value).padStart(2, '0');

/** Each trip replayed under the saved rates and the edited ones, on the same clock. */
export function replayTrips(trips: readonly ReplayedTrip[], clock: FareClock, now: { rates: FareRates; systemPercentage: number }, proposed: { rates: FareRates; systemPercentage: number }): TripReplay[] {
  return trips.map((trip) => {
    const input = { distanceMeters: trip.distanceMeters, durationSeconds: trip.durationSeconds, startTime: trip.startTime };
    const fareNow = computeFare(now.rates, clock, input).total;
    const fareProposed = computeFare(proposed.rates, clock, input).total;
    const local = localDateTime(trip.startTime, clock.timeZone);
    return {
      trip,
      day: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
      fareNow,
      fareProposed,
      driverNow: driverShare(fareNow, now.systemPercentage, trip.paymentMethod),
      driverProposed: driverShare(fareProposed, proposed.systemPercentage, trip.paymentMethod),
    };
  });
}

const ZERO: BackTestFigures = { trips: 0, grossNow: 0, grossProposed: 0, grossChange: 0, driverEarningsNow: 0, driverEarningsProposed: 0, driverEarningsChange: 0, commissionNow: 0, commissionProposed: 0, commissionChange: 0 };

function add(sum: BackTestFigures, replay: TripReplay): BackTestFigures {
  const grossNow = sum.grossNow + replay.fareNow;
  const grossProposed = sum.grossProposed + replay.fareProposed;
  const driverEarningsNow = sum.driverEarningsNow + replay.driverNow;
  const driverEarningsProposed = sum.driverEarningsProposed + replay.driverProposed;
  const commissionNow = grossNow - driverEarningsNow;
  const commissionProposed = grossProposed - driverEarningsProposed;
  return {
    trips: sum.trips + 1,
    grossNow,
    grossProposed,
    grossChange: grossProposed - grossNow,
    driverEarningsNow,
    driverEarningsProposed,
    driverEarningsChange: driverEarningsProposed - driverEarningsNow,
    commissionNow,
    commissionProposed,
    commissionChange: commissionProposed - commissionNow,
  };
}

/**
 * The fare back-test (issue 27 item 3, docs/insight.md): the trip type's completed trips of the
 * last 30 operator days, each through `computeFare` under its saved rates and under `body`, summed
 * per day and in all.
 */
export async function fareBackTest(db: Db, clock: FareClock, saved: { id: number; rates: FareRates; systemPercentage: number }, body: FareBackTestBody, now = new Date()): Promise<FareBackTest> {
  const today = await operatorToday(db, clock.timeZone, now);
  const firstDay = shiftDay(today, 1 - BACK_TEST_DAYS);
  const trips = await completedTripsOfType(db, saved.id, clock.timeZone, firstDay, today);
  const { systemPercentage, ...rates } = body;
  const replays = replayTrips(trips, clock, saved, { rates, systemPercentage });
  const byDay = new Map<string, BackTestFigures>();
  for (let index = 0; index < BACK_TEST_DAYS; index += 1) byDay.set(shiftDay(firstDay, index), ZERO);
  let totals = ZERO;
  for (const replay of replays) {
    byDay.set(replay.day, add(byDay.get(replay.day) ?? ZERO, replay));
    totals = add(totals, replay);
  }
  return { tripTypeId: saved.id, timeZone: clock.timeZone, days: [...byDay].map(([day, figures]) => ({ day, ...figures })), totals };
}
