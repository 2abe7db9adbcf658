import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { recordAudit } from '../../src/modules/audit/audit';
import { listAuditEntries } from '../../src/modules/audit/audit.repository';
import { openTestDatabase } from '../helpers/build-test-app';
import { adminQuery, quoteIdent } from '../helpers/test-databases';

/**
 * docs/security.md "Audit log": the production database role needs only INSERT and SELECT on
 * audit_entries. The statements of that section, run on a migrated database of the PostgreSQL
 * server (roles are the server's, so PostgreSQL only): the app's role records and reads entries
 * and is refused UPDATE, DELETE, TRUNCATE and every change of the table itself.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(3).toString('hex');
const APP = `taxi_test_app_${suffix}`;
const AUDIT_OWNER = `taxi_test_audit_owner_${suffix}`;

let owner: Database;
let app: Database;

beforeAll(async () => {
  if (!serverUrl) return;
  owner = await openTestDatabase();
  const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(owner.db)).rows[0]!.name;
  await adminQuery(serverUrl, `CREATE ROLE ${quoteIdent(APP)} LOGIN`);
  await adminQuery(serverUrl, `CREATE ROLE ${quoteIdent(AUDIT_OWNER)} NOLOGIN`);
  // the app's role as the test sees it: reading users (the list names the actor), then the section's statements
  await sql.raw(`GRANT SELECT ON users TO ${quoteIdent(APP)}`).execute(owner.db);
  for (const statement of [
    `ALTER TABLE audit_entries OWNER TO ${quoteIdent(AUDIT_OWNER)}`,
    `REVOKE ALL ON audit_entries FROM PUBLIC, ${quoteIdent(APP)}`,
    `GRANT SELECT, INSERT ON audit_entries TO ${quoteIdent(APP)}`,
  ]) await sql.raw(statement).execute(owner.db);
  const url = new URL(serverUrl);
  url.username = APP;
  url.password = '';
  url.pathname = `/${name}`;
  app = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
});

afterAll(async () => {
  if (!serverUrl) return;
  await app?.close();
  await owner?.close();
  for (const role of [APP, AUDIT_OWNER]) await adminQuery(serverUrl, `DROP ROLE IF EXISTS ${quoteIdent(role)}`);
});

describe.skipIf(!serverUrl)('the production role has only INSERT and SELECT on audit_entries (PostgreSQL)', () => {
  it('records an entry and reads the log', async () => {
    await recordAudit(app.db, { id: null, email: 'system' }, { action: 'update', entityType: 'AppSettings', entityId: 1, before: { a: 1 }, after: { a: 2 } });
    const page = await listAuditEntries(app.db, { entityType: 'appsettings' }, 'Asia/Famagusta', { limit: 10, offset: 0 });
    expect(page.rows.map((row) => [row.action, row.before, row.after])).toEqual([['update', { a: 1 }, { a: 2 }]]);
  });

  it.each([
    ['UPDATE', "UPDATE audit_entries SET action = 'x'", /permission denied for table audit_entries/],
    ['DELETE', 'DELETE FROM audit_entries', /permission denied for table audit_entries/],
    ['TRUNCATE', 'TRUNCATE audit_entries', /permission denied for table audit_entries/],
    ['turning the trigger off', 'ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only', /must be owner of table audit_entries/],
    ['dropping the table', 'DROP TABLE audit_entries', /must be owner of table audit_entries/],
  ])('refuses %s', async (_label, statement, refusal) => {
    await expect(sql.raw(statement).execute(app.db)).rejects.toThrow(refusal);
    const count = await owner.db.selectFrom('audit_entries').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(count.count).toBe(1);
  });
});
