import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { insertEntry, pageOf } from './audit-records';

/**
 * The audit log's dateFrom–dateTo are whole days on the operator's clock (OPERATOR_TIME_ZONE,
 * Asia/Famagusta) in summer and across both summer-time changes, as the other lists' day filters
 * (test/lists/summer-time-day-filters.api.test.ts): each day at its first and last second and at the
 * seconds either side. A fixed UTC+2 or UTC+3 offset fails some case below.
 *
 * - 15 July 2026, EEST (UTC+3): 14 July 21:00Z … 15 July 21:00Z.
 * - Sunday 29 March 2026 (03:00 EET becomes 04:00 EEST): 23 hours, 28 March 22:00Z … 29 March 21:00Z.
 * - Sunday 25 October 2026 (04:00 EEST becomes 03:00 EET): 25 hours, 24 October 21:00Z … 25 October 22:00Z.
 */
const DAYS = {
  '2026-07-15': { before: '2026-07-14T20:59:59Z', first: '2026-07-14T21:00:00Z', last: '2026-07-15T20:59:59Z', after: '2026-07-15T21:00:00Z' },
  '2026-03-29': { before: '2026-03-28T21:59:59Z', first: '2026-03-28T22:00:00Z', last: '2026-03-29T20:59:59Z', after: '2026-03-29T21:00:00Z' },
  '2026-10-25': { before: '2026-10-24T20:59:59Z', first: '2026-10-24T21:00:00Z', last: '2026-10-25T21:59:59Z', after: '2026-10-25T22:00:00Z' },
} as const;
type Day = keyof typeof DAYS;
const EDGES = ['before', 'first', 'last', 'after'] as const;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
  expect(pageOf(to).entries.map((entry) => entry.entityId)).toEqual(['2026-03-29 before']);
});
