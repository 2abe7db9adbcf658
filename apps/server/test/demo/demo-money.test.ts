import { DEFAULT_OPERATOR_TIME_ZONE, computeFare, driverCreditForCardTrip, driverDebitForCashTrip, isSuccessfulPayment } from '@taxi/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFareRates } from '../../src/modules/trip-types/trip-types.mappers';
import { type SeededDemo, demoTargets, openSeeded } from './demo-databases';
import { uncoveredPayouts } from './payout-cover';
import { keptSlots, recountedSlots } from '../insight/insight-records';

/** The money invariants of the demo (issue 2 item 7): balances, payments, fares, ledger, payouts. */
describe.each(demoTargets())('demo money on $kind', (target) => {
  let demo: SeededDemo;
  const query = async <T>(statement: ReturnType<typeof sql<T>>) => (await statement.execute(demo.database.db)).rows;

  beforeAll(async () => {
    demo = await openSeeded(target);
  });
  afterAll(async () => {
    await demo?.database.close();
  });

  it('[27.1] the insight slots its bulk load kept equal a count from scratch (migration 0022)', async () => {
    const kept = await keptSlots(demo.database.db);
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept).toEqual(await recountedSlots(demo.database.db));
  });

  it('every balance equals the sum of its ledger rows', async () => {
    const mismatches = await query(sql`
      SELECT u.id, u.balance, coalesce(sum(l.amount), 0) AS ledger FROM users u
      LEFT JOIN ledger_entries l ON l.user_id = u.id
      GROUP BY u.id HAVING u.balance <> coalesce(sum(l.amount), 0)`);
    expect(mismatches).toEqual([]);
    const [drivers] = await query<{ positive: number }>(sql`SELECT count(*)::int AS positive FROM users WHERE role = 'Driver' AND balance > 0`);
    expect(drivers?.positive).toBeGreaterThan(20);
  });

  it('every completed trip has exactly one successful payment equal to its fare', async () => {
    const unpaid = await query(sql`
      SELECT t.id FROM trips t WHERE t.status = 5 AND (
        SELECT count(*) FROM payments p WHERE p.trip_id = t.id AND p.status IN ('succeeded', 'completed') AND p.amount = t.fare) <> 1`);
    expect(unpaid).toEqual([]);
    const wrong = await query(sql`
      SELECT p.id FROM payments p JOIN trips t ON t.id = p.trip_id
      WHERE p.amount <> t.fare OR p.method <> t.payment_method OR p.user_id IS DISTINCT FROM t.customer_id OR t.status NOT IN (5, 6)
         OR p.date_created < t.end_time`);
    expect(wrong).toEqual([]);
    const fees = await query(sql`
      SELECT t.id FROM trips t WHERE t.status = 6 AND t.fare > 0
        AND (SELECT count(*) FROM payments p WHERE p.trip_id = t.id) <> 1`);
    expect(fees).toEqual([]);
  });

  it('card payments carry a provider id and card details, cash payments none', async () => {
    const wrong = await query(sql`
      SELECT id FROM payments WHERE
        (method = 'Card' AND (provider_payment_id !~ '^pi_[A-Za-z0-9]{24}$' OR card_brand NOT IN ('Visa', 'Mastercard', 'Troy') OR card_last4 IS NULL))
        OR (method = 'Cash' AND (provider_payment_id IS NOT NULL OR card_brand IS NOT NULL OR card_last4 IS NOT NULL))`);
    expect(wrong).toEqual([]);
  });

  it('every fare is what computeFare answers for the trip type, the settings and the trip', async () => {
    const settings = await demo.database.db.selectFrom('app_settings').selectAll().executeTakeFirstOrThrow();
    const peaks = await demo.database.db.selectFrom('peak_times').selectAll().execute();
    const clock = {
      timeZone: DEFAULT_OPERATOR_TIME_ZONE,
      nightTimeFrom: settings.night_time_from,
      nightTimeTo: settings.night_time_to,
      peakTimes: peaks.map((peak) => ({ from: peak.peak_time_from, to: peak.peak_time_to })),
    };
    const trips = await demo.database.db
      .selectFrom('trips')
      .innerJoin('trip_types', 'trip_types.id', 'trips.trip_type_id')
      .selectAll('trip_types')
      .select(['trips.id as trip_id', 'status', 'fare', 'distance_meters', 'duration_seconds', 'start_time'])
      .execute();
    const wrong = trips.filter((trip) => {
      const expected = trip.status === 7 ? 0 : computeFare(toFareRates(trip), clock, {
        distanceMeters: trip.distance_meters,
        durationSeconds: trip.duration_seconds,
        startTime: trip.start_time,
        cancelled: trip.status === 6,
      }).total;
      return expected !== trip.fare;
    });
    expect(trips.length).toBeGreaterThan(5000);
    expect(wrong.map((trip) => trip.trip_id)).toEqual([]);
    const surcharged = trips.filter((trip) => trip.status === 5);
    expect(new Set(surcharged.map((trip) => trip.fare)).size).toBeGreaterThan(1000);
  });

  it('each successful trip payment settles the driver once; refunds and declines settle nothing', async () => {
    const payments = await query<{ trip_id: number; status: string; method: string; amount: number; driver_id: number; system_percentage: number }>(sql`
      SELECT p.trip_id, p.status, p.method, p.amount, t.driver_id, tt.system_percentage
      FROM payments p JOIN trips t ON t.id = p.trip_id JOIN trip_types tt ON tt.id = t.trip_type_id`);
    const expected = payments
      .filter((payment) => isSuccessfulPayment(payment.status))
      .map((payment) => ({
        trip_id: payment.trip_id,
        user_id: payment.driver_id,
        kind: payment.method === 'Card' ? 'CardTripCredit' : 'CashTripCommission',
        amount: payment.method === 'Card'
          ? driverCreditForCardTrip(payment.amount, payment.system_percentage)
          : -driverDebitForCashTrip(payment.amount, payment.system_percentage),
      }))
      .filter((row) => row.amount !== 0)
      .sort((a, b) => a.trip_id - b.trip_id);
    const ledger = await demo.database.db
      .selectFrom('ledger_entries')
      .select(['trip_id', 'user_id', 'kind', 'amount'])
      .where('trip_id', 'is not', null)
      .orderBy('trip_id')
      .execute();
    expect(ledger).toEqual(expected);
  });

  it('a completed payout is debited exactly once, other payouts never', async () => {
    const payouts = await query<{ id: number; status: number; amount: number; debits: number; debited: number | null; rejected_reason: string | null }>(sql`
      SELECT b.id, b.status, b.amount, b.rejected_reason, count(l.id)::int AS debits, sum(l.amount) AS debited
      FROM bank_transfers b LEFT JOIN ledger_entries l ON l.bank_transfer_id = b.id AND l.kind = 'Payout' AND l.user_id = b.user_id
      GROUP BY b.id`);
    const completed = payouts.filter((payout) => payout.status === 2);
    expect(completed.filter((payout) => payout.debits !== 1 || payout.debited !== -payout.amount)).toEqual([]);
    expect(payouts.filter((payout) => payout.status !== 2 && payout.debits !== 0)).toEqual([]);
    expect(payouts.filter((payout) => payout.status === 3 && !payout.rejected_reason?.trim())).toEqual([]);
    expect(new Set(payouts.map((payout) => payout.status))).toEqual(new Set([0, 1, 2, 3]));
    const orphans = await query(sql`SELECT id FROM ledger_entries WHERE kind = 'Payout' AND bank_transfer_id IS NULL`);
    expect(orphans).toEqual([]);
  });

  it('no completed payout leaves its driver below zero: the balance covered it when it completed, as the API requires', async () => {
    expect(await uncoveredPayouts(demo.database.db)).toEqual([]);
    const [rejected] = await query<{ count: number }>(sql`SELECT count(*)::int AS count FROM bank_transfers WHERE status = 3 AND rejected_reason LIKE 'The balance no longer covers%'`);
    expect(rejected?.count).toBeGreaterThan(0);
  });

  it('a waiting payout never asks for more than the balance when it was requested', async () => {
    const overdrawn = await query(sql`
      SELECT b.id FROM bank_transfers b WHERE b.status IN (0, 1) AND b.amount > (
        SELECT coalesce(sum(l.amount), 0) FROM ledger_entries l WHERE l.user_id = b.user_id AND l.created_at <= b.date_created)`);
    expect(overdrawn).toEqual([]);
    const open = await query(sql`SELECT user_id FROM bank_transfers WHERE status IN (0, 1) GROUP BY user_id HAVING count(*) > 1`);
    expect(open).toEqual([]);
  });

  it('has payments in every status and both methods', async () => {
    const kinds = await query<{ status: string; method: string }>(sql`SELECT DISTINCT status, method FROM payments`);
    expect(new Set(kinds.map((row) => row.status))).toEqual(new Set(['succeeded', 'completed', 'refounded', 'cancelled']));
    expect(new Set(kinds.map((row) => row.method))).toEqual(new Set(['Cash', 'Card']));
    const retried = await query(sql`
      SELECT trip_id FROM payments GROUP BY trip_id
      HAVING count(*) FILTER (WHERE status = 'cancelled') = 1 AND count(*) FILTER (WHERE status IN ('succeeded', 'completed')) = 1`);
    expect(retried.length).toBeGreaterThan(0);
  });
});
