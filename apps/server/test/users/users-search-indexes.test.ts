import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch } from '../../src/modules/users/users.search';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * The plan of the search's own condition (the vehicles list's owner test runs it alone) with the
 * table scans turned off: only indexes on the very expressions the search tests can serve it.
 */
async function searchPlan(term: string): Promise<string> {
  const query = t.db.selectFrom('users').select('id').where(matchesSearch(term, 'Driver')).compile();
  return t.db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    await sql`SET enable_indexscan = off`.execute(conn);
    try {
      const plan = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`RESET enable_seqscan`.execute(conn);
      await sql`RESET enable_indexscan`.execute(conn);
    }
  });
}

describe(`the users search's trigram indexes (migration 0005) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('serve every part of a name search: full name, e-mail, phone as written', async () => {
    const plan = await searchPlan('demir');
    expect(plan).toContain('BitmapOr');
    for (const index of ['users_name_trgm_idx', 'users_email_trgm_idx', 'users_phone_trgm_idx']) expect(plan).toContain(index);
    expect(plan).not.toContain('Seq Scan');
  });

  it('serve the phone digits ignoring spaces and punctuation', async () => {
    const plan = await searchPlan('542 100 2000');
    expect(plan).toContain('users_phone_digits_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
