import { Kysely, PostgresDialect } from 'kysely';
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
