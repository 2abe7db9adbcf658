import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database';
import type { DB } from '../db/schema';

/**
 * Runs `work` in ONE transaction on one dedicated PostgreSQL connection, reachable both as Kysely
 * (queries) and as the raw client (COPY through pg-copy-streams): everything commits together or
 * nothing does.
 */
export async function inCopyTransaction<T>(url: string, work: (db: Db, client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Kysely over this one client: every query it makes runs on the connection of the transaction
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: { connect: async () => Object.assign(client, { release: () => undefined }), end: async () => undefined } }),
  });
  try {
    await client.query('BEGIN');
    const result = await work(db, client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * The tables only the demo fills: COPY can load them frozen once they are emptied in its
 * transaction. The bank files and statement imports (issue 25) are never filled by the demo, but
 * they refer to the payouts, and PostgreSQL truncates a referenced table only together with them;
 * so do the dispatch desk's bookings, offers and trip messages (issue 26), which refer to the trips.
 * The trips' tracks (issue 27) are the demo's own.
 */
const DEMO_ONLY_TABLES = ['vehicles', 'documents', 'trips', 'trip_places', 'trip_track_points', 'payments', 'bank_transfers', 'ledger_entries', 'driver_presence', 'bank_file_items', 'bank_files', 'statement_imports', 'bookings', 'dispatch_offers', 'trip_messages'] as const;

/**
 * Empties the demo-only tables (TRUNCATE, in the caller's transaction) when every one of them is
 * already empty, so nothing is lost, and says which they are; otherwise none (the rows then go in
 * unfrozen). TRUNCATE locks the tables until the transaction ends: a load for an offline database.
 */
export async function emptyForFreeze(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ used: boolean }>`SELECT ${sql.join(DEMO_ONLY_TABLES.map((table) => sql`EXISTS (SELECT 1 FROM ${sql.table(table)})`), sql` OR `)} AS used`.execute(db);
  if (rows[0]?.used !== false) return new Set();
  await sql`TRUNCATE ${sql.join(DEMO_ONLY_TABLES.map((table) => sql.table(table)))}`.execute(db);
  return new Set(DEMO_ONLY_TABLES);
}
