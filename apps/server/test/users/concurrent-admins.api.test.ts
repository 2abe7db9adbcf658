import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createDocument, userRow } from './user-records';

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

  it('one approves while the other rejects: the second sees the first one state, nothing is lost', async () => {
    await inParallel(async () => {
      const driver = await createUser(t.db, 'Driver');
      const url = `/api/users/UpdateUserVerificationStatus/${driver.id}`;
      const answers = await Promise.all([
        t.injectAs('admin', { method: 'PATCH', url, payload: { verificationStatus: 1, verifiedUntil: new Date(Date.now() + 86_400_000).toISOString() } }),
        t.injectAs(secondAdmin, { method: 'PATCH', url, payload: { verificationStatus: 2, rejectionReason: 'Blurred photo' } }),
      ]);
      // both are allowed in either order: the audit log holds both steps, chained
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const audit = await auditOf(t.db, 'User', driver.id);
      expect(audit).toHaveLength(2);
      expect(audit[1]?.before).toEqual(audit[0]?.after);
      const row = await userRow(t.db, driver.id);
      expect(row.verification_status).toBe((audit[1]?.after as { verificationStatus: number }).verificationStatus);
    });
  });
});
