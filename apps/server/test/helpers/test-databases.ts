import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Every database a test run creates on the PostgreSQL server is named `taxi_test_<run>_…`. */
export const TEST_DB_PREFIX = 'taxi_test_';
const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

export const newRunId = () => Date.now().toString(36);

export const testDatabaseName = (runId: string, label: string) => `${TEST_DB_PREFIX}${runId}_${label}_${randomBytes(3).toString('hex')}`;

/** The same server with another database name in the URL. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs admin statements (CREATE/DROP DATABASE) through the TEST_DATABASE_URL connection. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export const dropDatabase = (serverUrl: string, name: string) => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);

/** Drops this run's databases, and those of runs killed midway more than three hours ago. */
export async function dropTestDatabases(serverUrl: string, runId: string | null) {
  const rows = await adminQuery<{ datname: string }>(serverUrl, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEST_DB_PREFIX}%`]);
  for (const { datname } of rows) {
    const run = datname.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '';
    const stale = Date.now() - parseInt(run, 36) > STALE_AFTER_MS;
    if (run === runId || stale) await dropDatabase(serverUrl, datname);
  }
}
