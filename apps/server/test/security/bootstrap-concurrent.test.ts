import { tmpdir } from 'node:os';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { firstStart } from '../../src/modules/bootstrap/bootstrap';
import { openTestDatabase } from '../helpers/build-test-app';
import { adminQuery, dropDatabase, quoteIdent, testDatabaseName, withDatabase } from '../helpers/test-databases';

const log = pino({ level: 'silent' });
const config = (demo: boolean) => loadConfig({ DATA_DIR: tmpdir(), DEMO: demo ? '1' : '0', ADMIN_EMAIL: 'ops@test.taxi', ADMIN_PASSWORD: 'long-enough-1' });

/** What main.ts does before serving: migrations, then the first-start setup. */
async function start(database: Database, demo: boolean) {
  await migrate(database);
  await firstStart(database.db, config(demo), log);
}

async function counts(database: Database) {
  const admins = await database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', 'ops@test.taxi').executeTakeFirstOrThrow();
  const settings = await database.db.selectFrom('app_settings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const users = await database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { admins: Number(admins.n), settings: Number(settings.n), users: Number(users.n) };
}

describe('the first-start setup is idempotent', () => {
  it('creates one admin and one settings record however often it runs', async () => {
    const database = await openTestDatabase();
    try {
      await start(database, false);
      await start(database, false);
      expect(await counts(database)).toMatchObject({ admins: 1, settings: 1 });
    } finally {
      await database.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two instances starting at once on one PostgreSQL (issue 7, defect 13)', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await dropDatabase(serverUrl!, name);
  });

  /** An empty database and two API instances' pools on it. */
  async function twoInstances(): Promise<[Database, Database]> {
    const name = testDatabaseName(inject('testRunId'), 'boot');
    created.push(name);
    await adminQuery(serverUrl!, `CREATE DATABASE ${quoteIdent(name)}`);
    const url = withDatabase(serverUrl!, name);
    return [await openDatabase({ kind: 'postgres', url, poolSize: 4 }), await openDatabase({ kind: 'postgres', url, poolSize: 4 })];
  }

  it.each([false, true])('migrates and sets up once, with no error (demo %s)', async (demo) => {
    const [first, second] = await twoInstances();
    try {
      const results = await Promise.allSettled([start(first, demo), start(second, demo)]);
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const after = await counts(first);
      expect(after).toMatchObject({ admins: 1, settings: 1 });
      if (demo) expect(after.users).toBeGreaterThan(100);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 180_000);
});
