import type { FinanceReportRow, ReportPeriod } from '@taxi/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { foldSlots, periodSums, useDaysZone } from '../../src/modules/insight/insight.repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { SUMMER_TIME_DAYS, shiftDay } from '../helpers/summer-time-days';
import { createTripType } from '../live/support';
import { inRolledBack, insertLedger, insertTrip, keptDays, rebuiltDays } from './insight-records';

/**
 * The days' rollup of the operator's zone (migration 0024, docs/insight.md): the report's days,
 * weeks and months read from it answer exactly what the quarter-hour slots answer, in every
 * snapshot, over random writes and folds across both summer-time changes of Asia/Famagusta, after a
 * change of zone and a recount, and (PostgreSQL) while writers and folds run at once.
 */
let t: TestApp;
let tripTypeId: number;
const TZ = 'Asia/Famagusta';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const PERIODS: ReportPeriod[] = ['day', 'week', 'month'];
const FIRST = '2026-03-01';
const LAST = '2026-11-30';

beforeAll(async () => {
  t = await buildTestApp({ operatorTimeZone: TZ });
  tripTypeId = await createTripType(t);
  await useDaysZone(t.db, TZ);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await sql`DELETE FROM ledger_entries WHERE trip_id IS NOT NULL OR kind = 'Payout'`.execute(t.db);
  await sql`DELETE FROM trips`.execute(t.db);
  // exact zeros again even after a test moved a trip's start under its ledger rows (surgery the triggers cannot follow)
  await sql`SELECT insight_recount()`.execute(t.db);
});

/** A small deterministic generator (mulberry32): the same "random" rows on every run and database. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

/** Instants around both summer-time changes and in plain summer (±2 days, to the second). */
const AROUND = ['2026-03-29T01:00:00Z', '2026-07-15T12:00:00Z', '2026-10-25T01:00:00Z'];
const instant = (rng: ReturnType<typeof random>) => new Date(Date.parse(rng.pick(AROUND)) + (rng.next() - 0.5) * 4 * 86_400_000).toISOString();

/** The report's periods both ways in one snapshot (a repeatable-read transaction on PostgreSQL). */
async function bothWays(db: Db, zone = TZ) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const read = async (slotsOnly: boolean) => Promise.all(PERIODS.map((period) => periodSums(trx, zone, period, FIRST, LAST, { slotsOnly })));
      return { days: await read(false), slots: await read(true) };
    });
}

async function expectSameBothWays(zone = TZ) {
  const { days, slots } = await bothWays(t.db, zone);
  expect(days).toEqual(slots);
  return days;
}

async function randomWrites(rng: ReturnType<typeof random>, steps: number) {
  const driver = t.users.driver.id;
  const ids: number[] = [];
  for (let step = 0; step < steps; step += 1) {
    const action = rng.int(10);
    if (action < 5 || ids.length === 0) {
      const method = rng.pick(['Cash', 'Card'] as const);
      const status = rng.pick([0, 3, 5, 5, 5, 6, 7]);
      const fare = rng.int(20_000);
      const id = await insertTrip(t.db, { tripTypeId, driverId: driver, start: instant(rng), status, method, fare });
      ids.push(id);
      if (status === 5 || status === 6) {
        const kind = method === 'Card' ? 'CardTripCredit' : 'CashTripCommission';
        await insertLedger(t.db, { userId: driver, kind, amount: method === 'Card' ? Math.round(fare * 0.8) : -Math.round(fare * 0.2), tripId: id });
      }
    } else if (action === 5) {
      await t.db.updateTable('trips').set({ status: rng.pick([5, 6, 7]), fare: rng.int(20_000) }).where('id', '=', rng.pick(ids)).execute();
    } else if (action === 6) {
      const at = instant(rng);
      await t.db.updateTable('trips').set({ start_time: at, end_time: sql`CASE WHEN end_time IS NULL THEN NULL ELSE ${at}::timestamptz END` }).where('id', '=', rng.pick(ids)).execute();
    } else if (action === 7) {
      const id = rng.pick(ids);
      await t.db.deleteFrom('ledger_entries').where('trip_id', '=', id).execute();
      await t.db.deleteFrom('trips').where('id', '=', id).execute();
      ids.splice(ids.indexOf(id), 1);
    } else if (action === 8) {
      await insertLedger(t.db, { userId: driver, kind: 'Payout', amount: -rng.int(50_000), at: instant(rng) });
    } else {
      await foldSlots(t.db, TZ);
    }
  }
}

describe(`insight days on ${database}`, () => {
  it('answer what the slots answer after random writes and folds across both summer-time changes, and equal a rebuild', async () => {
    const rng = random(27);
    for (let round = 0; round < 6; round += 1) {
      await randomWrites(rng, 25);
      await expectSameBothWays();
      expect(await keptDays(t.db)).toEqual(await rebuiltDays(t.db));
    }
    await foldSlots(t.db, TZ);
    const days = await expectSameBothWays();
    expect(days[0]!.some((day) => day.grossCard > 0)).toBe(true);
  });

  it.each(Object.entries(SUMMER_TIME_DAYS))('hold %s whole, first to last second, from the days', async (day, edges) => {
    const at = { before: 1, first: 10, last: 100, after: 1_000 };
    for (const [edge, fare] of Object.entries(at)) await insertTrip(t.db, { tripTypeId, driverId: t.users.driver.id, start: edges[edge as keyof typeof at], fare });
    await foldSlots(t.db, TZ);
    const unfolded = await sql<{ n: number }>`SELECT count(*)::int AS n FROM insight_slots WHERE NOT folded`.execute(t.db);
    expect(unfolded.rows[0]!.n).toBe(0);
    const rows = await periodSums(t.db, TZ, 'day', shiftDay(day, -1), shiftDay(day, 1));
    expect(rows.map((row) => [row.periodStart, row.grossCard])).toEqual([[shiftDay(day, -1), 1], [day, 110], [shiftDay(day, 1), 1_000]]);
    await expectSameBothWays();
  });

  it('are what the report reads (a changed day row shows), and an admin who changes nothing sees the same figures', async () => {
    await insertTrip(t.db, { tripTypeId, driverId: t.users.driver.id, start: '2026-10-25T00:30:00Z', fare: 5_000 });
    const report = async () => (await t.injectAs('admin', { method: 'GET', url: '/api/Reports/GetFinanceReport', query: { period: 'month', dateFrom: FIRST, dateTo: LAST } })).json<FinanceReportRow[]>();
    const unfoldedRead = await report();
    await foldSlots(t.db, TZ);
    await useDaysZone(t.db, TZ); // the same zone: nothing rebuilt
    expect(await report()).toEqual(unfoldedRead);
    expect(await report()).toEqual(unfoldedRead);
    const october = (rows: Awaited<ReturnType<typeof periodSums>>) => rows.find((row) => row.periodStart === '2026-10-01')!.grossCard;
    const tampered = await inRolledBack(
      t.db,
      (trx) => sql`UPDATE insight_days SET gross_card = gross_card + 1 WHERE day = '2026-10-25'`.execute(trx),
      async (trx) => [await periodSums(trx, TZ, 'month', FIRST, LAST), await periodSums(trx, 'Europe/Istanbul', 'month', FIRST, LAST)] as const,
    );
    expect(october(tampered[0])).toBe(5_001); // the days answered
    expect(october(tampered[1])).toBe(5_000); // another zone: the slots answered
  });

  it('follow a change of zone (rebuilt for America/St_Johns) and a recount', async () => {
    await randomWrites(random(15), 60);
    await foldSlots(t.db, 'America/St_Johns');
    expect((await t.db.selectFrom('insight_days_zone').select('zone').executeTakeFirstOrThrow()).zone).toBe('America/St_Johns');
    await expectSameBothWays('America/St_Johns');
    await useDaysZone(t.db, TZ);
    await expectSameBothWays();
    await randomWrites(random(16), 20);
    await sql`SELECT insight_recount()`.execute(t.db);
    expect(await keptDays(t.db)).toEqual(await rebuiltDays(t.db));
    await expectSameBothWays();
    await expect(useDaysZone(t.db, 'Mars/Olympus_Mons')).rejects.toThrow();
    expect((await t.db.selectFrom('insight_days_zone').select('zone').executeTakeFirstOrThrow()).zone).toBe(TZ);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('lose no update while writers add trips to the same day and the fold runs (PostgreSQL)', async () => {
    const start = '2026-10-25T00:30:00Z'; // the 25-hour day, in its repeated hour
    const WRITERS = 3;
    const COMMITS = 15;
    let writing = WRITERS;
    let folds = 0;
    let reads = 0;
    const writer = async (index: number) => {
      for (let commit = 0; commit < COMMITS; commit += 1) {
        await t.db.transaction().execute(async (trx) => {
          const id = await insertTrip(trx, { tripTypeId, driverId: t.users.driver.id, start, method: 'Card', fare: 100 + index });
          await insertLedger(trx, { userId: t.users.driver.id, kind: 'CardTripCredit', amount: 80, tripId: id });
        });
      }
      writing -= 1;
    };
    const folder = async () => {
      while (writing > 0) {
        await foldSlots(t.db, TZ);
        folds += 1;
      }
    };
    const reader = async () => {
      while (writing > 0) {
        const { days, slots } = await bothWays(t.db);
        expect(days).toEqual(slots);
        reads += 1;
      }
    };
    await Promise.all([...Array.from({ length: WRITERS }, (_, index) => writer(index)), folder(), reader()]);
    expect(folds).toBeGreaterThan(1); // the folds and the reads happened between the writers' commits
    expect(reads).toBeGreaterThan(1);
    await foldSlots(t.db, TZ);
    const [days] = await expectSameBothWays();
    const october25 = days!.find((day) => day.periodStart === '2026-10-25')!;
    expect(october25).toMatchObject({ tripsStarted: WRITERS * COMMITS, completedCard: WRITERS * COMMITS, cardCredits: WRITERS * COMMITS * 80 });
    expect(october25.grossCard).toBe(COMMITS * (100 + 101 + 102));
    expect(await keptDays(t.db)).toEqual(await rebuiltDays(t.db));
  });
});
