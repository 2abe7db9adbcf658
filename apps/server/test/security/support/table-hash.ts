import { sql } from 'kysely';
import type { Db } from '../../../src/db/database';

/**
 * What a refused request does write, on purpose: the audit log's record of a refused sign-in or
 * second-factor code (issue 24: who tried, from where). Left out of the hash.
 */
export const REFUSAL_AUDIT_ACTIONS = ['auth.sign_in_failed', 'auth.2fa_failed'] as const;

/**
 * One md5 over every row of every table of the public schema (rows ordered by their text form,
 * tables by name): equal before and after a batch of refused requests means nothing changed
 * (the audit entries of refusals aside: REFUSAL_AUDIT_ACTIONS).
 */
export async function hashTables(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  if (!tables.rows.length) throw new Error('no tables to hash');
  const refusals = sql.join(REFUSAL_AUDIT_ACTIONS.map((action) => sql.lit(action)));
  const parts = tables.rows.map(
    ({ name }) =>
      sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.table(name)} t
          ${name === 'audit_entries' ? sql`WHERE t.action NOT IN (${refusals})` : sql``}`,
  );
  const result = await sql<{ digest: string }>`
    SELECT md5(string_agg(name || ':' || digest, ',' ORDER BY name)) AS digest FROM (${sql.join(parts, sql` UNION ALL `)}) AS per_table`.execute(db);
  return result.rows[0]!.digest;
}
