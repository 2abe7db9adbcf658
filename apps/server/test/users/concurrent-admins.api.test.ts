import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createDocument, createVehicle, userRow } from './user-records';

/**
 * Two admins acting on the same user at the same moment: the service locks the user's row
 * (SELECT … FOR UPDATE), so exactly one wins and the other gets 409. On PostgreSQL (TEST_DATABASE_URL)
 * the requests really run in parallel on a pool of connections; PGlite has one connection.
 */
let t: TestApp;
let secondAdmin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  secondAdmin = await createUser(t.db, 'Admin');
});
afterAll(() => t.close());

const PAIRS = 5;
const CROWD = 20;
const inParallel = <T>(work: (index: number) => Promise<T>) => Promise.all(Array.from({ length: PAIRS }, (_, index) => work(index)));

describe(`two admins at once on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('deleting the same user: one 204, the other 409; deleted and audited once', async () => {
    await inParallel(async () => {
      const driver = await createUser(t.db, 'Driver');
      const url = `/api/users/DeleteUser/${driver.id}`;
      const answers = await Promise.all([t.injectAs('admin', { method: 'DELETE', url }), t.injectAs(secondAdmin, { method: 'DELETE', url })]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 409]);
      expect((await userRow(t.db, driver.id)).token_version).toBe(driver.token_version + 1);
      expect((await auditOf(t.db, 'User', driver.id)).map((entry) => entry.action)).toEqual(['delete']);
    });
  });

  it('approving the same user: one 200, the other 409; approved and audited once', async () => {
    await inParallel(async (index) => {
      const driver = await createUser(t.db, 'Driver');
      await createDocument(t.db, { user_id: driver.id }, 1);
      const url = `/api/users/UpdateUserVerificationStatus/${driver.id}`;
      const until = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      const answers = await Promise.all([
        t.injectAs('admin', { method: 'PATCH', url, payload: { verificationStatus: 1, verifiedUntil: until(30 + index) } }),
        t.injectAs(secondAdmin, { method: 'PATCH', url, payload: { verificationStatus: 1, verifiedUntil: until(60 + index) } }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)!.json<{ verifiedUntil: string }>();
      expect((await userRow(t.db, driver.id)).verified_until?.toISOString()).toBe(winner.verifiedUntil);
      expect(await auditOf(t.db, 'User', driver.id)).toHaveLength(1);
    });
  });

  // PGlite answers the requests one after another (its queries run on the event loop): the second
  // arrives after the first has committed, sees it, and a different step is then allowed.
  it.runIf(process.env.TEST_DATABASE_URL)('one approves while the other rejects: one 200, the other 409 (stale), audited once', async () => {
    await inParallel(async () => {
      const driver = await createUser(t.db, 'Driver');
      const url = `/api/users/UpdateUserVerificationStatus/${driver.id}`;
      const [first, second] = [await t.tokenFor('admin'), await t.tokenFor(secondAdmin)];
      const answers = await Promise.all([
        t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${first}` }, payload: { verificationStatus: 1, verifiedUntil: new Date(Date.now() + 86_400_000).toISOString() } }),
        t.app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${second}` }, payload: { verificationStatus: 2, rejectionReason: 'Blurred photo' } }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({ message: "The user's verification was changed by someone else meanwhile: reload it and decide again", code: 'changed_concurrently' });
      const audit = await auditOf(t.db, 'User', driver.id);
      expect(audit).toHaveLength(1);
      const winner = answers.find((res) => res.statusCode === 200)!.json<{ verificationStatus: number }>();
      expect(audit[0]?.after).toEqual(winner);
      expect((await userRow(t.db, driver.id)).verification_status).toBe(winner.verificationStatus);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(`${CROWD} decisions at once on one pending owner, on PostgreSQL: one wins, the others are 409`, () => {
  const until = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
  /** Approve and reject requests in turn, from two admins. */
  const decision = (index: number) =>
    [{ verificationStatus: 1, verifiedUntil: until() }, { verificationStatus: 2, rejectionReason: `Reason ${index}` }][index % 2]!;

  async function expectOneWinner(url: string, payloadOf: (index: number) => object) {
    // the tokens first, so that all the requests reach the server at once
    const tokens = [await t.tokenFor('admin'), await t.tokenFor(secondAdmin)];
    const answers = await Promise.all(
      Array.from({ length: CROWD }, (_, index) => t.app.inject({ method: 'PATCH', url, payload: payloadOf(index), headers: { authorization: `Bearer ${tokens[index % 2]}` } })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200), codes.join(' ')).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(CROWD - 1);
    return answers.find((res) => res.statusCode === 200)!;
  }

  it('a user: approve and reject requests racing', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 1);
    const winner = await expectOneWinner(`/api/users/UpdateUserVerificationStatus/${driver.id}`, decision);
    const audit = await auditOf(t.db, 'User', driver.id);
    expect(audit.map((entry) => entry.after)).toEqual([winner.json()]);
    expect((await userRow(t.db, driver.id)).verification_status).toBe(winner.json<{ verificationStatus: number }>().verificationStatus);
  });

  it('a vehicle: approve and reject requests racing', async () => {
    const driver = await createUser(t.db, 'Driver');
    const vehicle = await createVehicle(t.db, driver.id);
    await createDocument(t.db, { vehicle_id: vehicle.id }, 1, 'TaxiLicence');
    const winner = await expectOneWinner(`/api/vehicles/UpdateVehicleVerificationStatus/${vehicle.id}`, decision);
    expect((await auditOf(t.db, 'Vehicle', vehicle.id)).map((entry) => entry.after)).toEqual([winner.json()]);
  });

  it('a document: approve and reject requests racing', async () => {
    const driver = await createUser(t.db, 'Driver');
    const documentId = (await createDocument(t.db, { user_id: driver.id }, 0)).id;
    await expectOneWinner(`/api/documents/UpdateDocumentStatus/${documentId}`, (index) =>
      index % 2 ? { documentStatus: 2, rejectionReason: `Reason ${index}` } : { documentStatus: 1, rejectionReason: '' },
    );
    const audit = await auditOf(t.db, 'Document', documentId);
    expect(audit).toHaveLength(1);
    const row = await t.db.selectFrom('documents').select(['document_status', 'rejection_reason']).where('id', '=', documentId).executeTakeFirstOrThrow();
    expect(audit[0]?.after).toEqual({ documentId, documentType: 'IdentityCard', documentStatus: row.document_status, rejectionReason: row.rejection_reason, expiresAt: null });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a decision waiting for the lock while its owner is deleted, on PostgreSQL: 404, never 500', () => {
  /** Until a statement of this database waits for a row lock (the request has read the owner and queued). */
  async function someoneWaitsForALock() {
    for (let tries = 0; tries < 250; tries += 1) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
      if (rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no request queued for the lock within 5 s');
  }

  /** Sends `request` while another transaction holds the user's row; that one deletes the user (as DeleteUser does) and commits. */
  async function sendWhileDeleting(userId: number, request: () => Promise<LightMyRequestResponse>) {
    const { sent } = await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const sent = request();
      await someoneWaitsForALock();
      await trx.deleteFrom('documents').where('user_id', '=', userId).execute();
      await trx.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', userId).execute();
      return { sent };
    });
    return sent;
  }

  it("a verification decision: the user is gone once the lock is had (404 User not found), nothing audited", async () => {
    const driver = await createUser(t.db, 'Driver');
    const res = await sendWhileDeleting(driver.id, () => t.injectAs('admin', { method: 'PATCH', url: `/api/users/UpdateUserVerificationStatus/${driver.id}`, payload: { verificationStatus: 2, rejectionReason: 'Blurred' } }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'not_found' });
    expect(await auditOf(t.db, 'User', driver.id)).toEqual([]);
  });

  it('a document decision: the document went with its owner (404 Document not found), nothing audited', async () => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t.db, { user_id: driver.id }, 0);
    const res = await sendWhileDeleting(driver.id, () => t.injectAs('admin', { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${document.id}`, payload: { documentStatus: 1 } }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Document not found', code: 'not_found' });
    expect(await auditOf(t.db, 'Document', document.id)).toEqual([]);
  });
});
