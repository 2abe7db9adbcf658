import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { insertEntry, pageOf } from './audit-records';
import { DAY_EDGES, SUMMER_TIME_DAYS, type SummerTimeDay, shiftDay } from '../helpers/summer-time-days';

/**
 * The audit log's dateFrom–dateTo are whole days on the operator's clock (OPERATOR_TIME_ZONE,
 * Asia/Famagusta) in summer and across both summer-time changes, as the other lists' day filters
 * (test/lists/summer-time-day-filters.api.test.ts): each day at its first and last second and at the
 * seconds either side. A fixed UTC+2 or UTC+3 offset fails some case below.
 * The days and their edges: helpers/summer-time-days.ts.
 */
const DAYS = SUMMER_TIME_DAYS;
type Day = SummerTimeDay;
const EDGES = DAY_EDGES;
const shift = shiftDay;
const TYPE = 'SummerTime';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (const [day, edges] of Object.entries(DAYS)) {
    for (const edge of EDGES) await insertEntry(t.db, { entity_type: TYPE, entity_id: `${day} ${edge}`, created_at: new Date(edges[edge]) });
  }
});
afterAll(() => t.close());

/** The entries of the days from–to, by their `day edge` label, newest first. */
async function entries(from: string, to: string): Promise<string[]> {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/audit/GetAuditEntries?entityType=${TYPE}&dateFrom=${from}&dateTo=${to}&pageSize=50` });
  expect(res.statusCode, res.body).toBe(200);
  return pageOf(res).entries.map((entry) => entry.entityId);
}

describe.each(Object.keys(DAYS) as Day[])(`audit log: one day on the operator’s clock (Asia/Famagusta): %s on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, (day) => {
  const inside = [`${day} last`, `${day} first`];

  it('dateFrom = dateTo = the day holds its first and last second, not the seconds either side', async () => {
    expect(await entries(day, day)).toEqual(inside);
    expect(await entries(shift(day, -1), shift(day, -1))).toEqual([`${day} before`]);
    expect(await entries(shift(day, 1), shift(day, 1))).toEqual([`${day} after`]);
  });

  it('a range of days holds each of them whole', async () => {
    expect(await entries(shift(day, -1), shift(day, 1))).toEqual([`${day} after`, ...inside, `${day} before`]);
    expect(await entries(day, shift(day, 1))).toEqual([`${day} after`, ...inside]);
  });
});

it('dateFrom alone and dateTo alone are open-ended', async () => {
  const from = await t.injectAs('admin', { method: 'GET', url: `/api/audit/GetAuditEntries?entityType=${TYPE}&dateFrom=2026-10-25&pageSize=50` });
  expect(pageOf(from).entries.map((entry) => entry.entityId)).toEqual(['2026-10-25 after', '2026-10-25 last', '2026-10-25 first']);
  const to = await t.injectAs('admin', { method: 'GET', url: `/api/audit/GetAuditEntries?entityType=${TYPE}&dateTo=2026-03-28&pageSize=50` });
  expect(pageOf(to).entries.map((entry) => entry.entityId)).toEqual(['2026-03-29 before', '2026-01-15 after', '2026-01-15 last', '2026-01-15 first', '2026-01-15 before']);
});
