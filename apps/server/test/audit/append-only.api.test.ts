import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { insertEntry } from './audit-records';

/**
 * Audit rows are append-only in the database itself (migration 0013): whatever the app's code, a
 * script or a console does, UPDATE and DELETE of audit_entries are refused and change nothing;
 * INSERT (recordAudit) goes on working. Who acted is kept as recorded, even if their account row goes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const snapshot = () => t.db.selectFrom('audit_entries').selectAll().orderBy('id').execute();
const APPEND_ONLY = /audit entries are append-only/;

describe(`audit rows are append-only on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('refuses UPDATE of an entry, of every entry, and one matching none; nothing changes', async () => {
    const id = await insertEntry(t.db, { action: 'status', entity_type: 'BankTransfer', entity_id: '7', before: { status: 0 }, after: { status: 2 } });
    const before = await snapshot();
    await expect(t.db.updateTable('audit_entries').set({ after: JSON.stringify({ status: 3 }) }).where('id', '=', id).execute()).rejects.toThrow(APPEND_ONLY);
    await expect(sql`UPDATE audit_entries SET actor_email = 'someone-else@test.taxi'`.execute(t.db)).rejects.toThrow(APPEND_ONLY);
    await expect(sql`UPDATE audit_entries SET action = 'x' WHERE id = -1`.execute(t.db)).rejects.toThrow(APPEND_ONLY);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses DELETE of an entry and of every entry; nothing is removed', async () => {
    const id = await insertEntry(t.db, { action: 'delete', entity_type: 'User', entity_id: '9' });
    const before = await snapshot();
    await expect(t.db.deleteFrom('audit_entries').where('id', '=', id).execute()).rejects.toThrow(APPEND_ONLY);
    await expect(sql`DELETE FROM audit_entries`.execute(t.db)).rejects.toThrow(APPEND_ONLY);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses inside a transaction too, which then changes nothing of its own either', async () => {
    const before = await snapshot();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { id: null, email: 'system' }, { action: 'update', entityType: 'AppSettings', entityId: 1, after: { a: 1 } });
        await trx.deleteFrom('audit_entries').execute();
      }),
    ).rejects.toThrow(APPEND_ONLY);
    expect(await snapshot()).toEqual(before);
  });

  it('goes on recording: recordAudit inserts as before', async () => {
    const count = (await snapshot()).length;
    await recordAudit(t.db, { id: null, email: 'system' }, { action: 'create', entityType: 'AppSettings', entityId: 2, after: { a: 2 } });
    expect(await snapshot()).toHaveLength(count + 1);
  });

  it('keeps who acted when their account row is removed (no foreign key that would rewrite the entry)', async () => {
    const gone = await createUser(t.db, 'Admin');
    const id = await insertEntry(t.db, { actor_id: gone.id, actor_email: gone.email, action: 'update' });
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const entry = await t.db.selectFrom('audit_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: gone.id, actor_email: gone.email });
    const listed = await t.injectAs('admin', { method: 'GET', url: `/api/audit/GetAuditEntries?actorId=${gone.id}` });
    expect(listed.json()).toEqual([expect.objectContaining({ id, actor: { id: gone.id, email: gone.email, name: null } })]);
  });
});
