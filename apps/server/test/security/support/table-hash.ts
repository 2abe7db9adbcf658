import { sql } from 'kysely';
import type { Db } from '../../../src/db/database';

/**
 * What a refused request may write: the audit log records sign-in attempts, refused ones included
 * (issue 24: `auth.sign_in_failed` and the second factor's failures), so those rows are left out.
 */
const tableRows = (name: string) =>
  name === 'audit_entries' ? sql`(SELECT * FROM audit_entries WHERE action NOT LIKE 'auth.%')` : sql.table(name);

/**
 * One md5 over every row of every table of the public schema (rows ordered by their text form,
 * tables by name): equal before and after a batch of refused requests means nothing changed.
 */
export async function hashTables(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  if (!tables.rows.length) throw new Error('no tables to hash');
  const parts = tables.rows.map(
    ({ name }) => sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${tableRows(name)} t`,
  );
  const result = await sql<{ digest: string }>`
    SELECT md5(string_agg(name || ':' || digest, ',' ORDER BY name)) AS digest FROM (${sql.join(parts, sql` UNION ALL `)}) AS per_table`.execute(db);
  return result.rows[0]!.digest;
}
