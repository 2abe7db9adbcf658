import type { VerificationResult } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createDocument, userRow } from './user-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const verify = (id: number | string, payload: unknown) =>
  t.injectAs('admin', { method: 'PATCH', url: `/api/users/UpdateUserVerificationStatus/${id}`, payload: payload as object });
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const stateOf = async (id: number) => {
  const row = await userRow(t.db, id);
  return { status: row.verification_status, until: row.verified_until, reason: row.rejection_reason };
};

/** A pending driver whose documents are all approved. */
async function readyDriver() {
  const driver = await createUser(t.db, 'Driver');
  await createDocument(t.db, { user_id: driver.id }, 1, 'IdentityCard');
  await createDocument(t.db, { user_id: driver.id }, 1, 'DrivingLicence');
  return driver;
}

describe(`PATCH /api/users/UpdateUserVerificationStatus/{id} on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('approves until a future date, answers the new state and audits before and after', async () => {
    const driver = await readyDriver();
    const until = future();
    const res = await verify(driver.id, { verificationStatus: 1, verifiedUntil: until, rejectionReason: null });
    expect(res.statusCode).toBe(200);
    expect(res.json<VerificationResult>()).toEqual({ verificationStatus: 1, verifiedUntil: new Date(until).toISOString(), rejectionReason: null });
    expect(await stateOf(driver.id)).toEqual({ status: 1, until: new Date(until), reason: null });
    const audit = await auditOf(t.db, 'User', driver.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'verification', actor_id: t.users.admin.id, actor_email: t.users.admin.email });
    expect(audit[0]!.before).toEqual({ verificationStatus: 0, verifiedUntil: null, rejectionReason: null });
    expect(audit[0]!.after).toEqual({ verificationStatus: 1, verifiedUntil: new Date(until).toISOString(), rejectionReason: null });
  });

  it.each([
    ['pending', 0],
    ['rejected', 2],
  ])('rejects a driver whose documents are %s (200): only approving needs them approved', async (_label, status) => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 1, 'IdentityCard');
    await createDocument(t.db, { user_id: driver.id }, status, 'DrivingLicence');
    const res = await verify(driver.id, { verificationStatus: 2, rejectionReason: 'Licence unreadable' });
    expect(res.statusCode).toBe(200);
    expect(await stateOf(driver.id)).toEqual({ status: 2, until: null, reason: 'Licence unreadable' });
  });

  it('a reject or a reset sent with an approved-until date stores no date (null), and the audit says so', async () => {
    const driver = await readyDriver();
    await verify(driver.id, { verificationStatus: 1, verifiedUntil: future() });
    const rejected = await verify(driver.id, { verificationStatus: 2, verifiedUntil: future(), rejectionReason: 'Expired licence' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Expired licence' });
    expect(await stateOf(driver.id)).toEqual({ status: 2, until: null, reason: 'Expired licence' });
    const reset = await verify(driver.id, { verificationStatus: 0, verifiedUntil: future(), rejectionReason: 'ignored' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ verificationStatus: 0, verifiedUntil: null, rejectionReason: null });
    expect(await stateOf(driver.id)).toEqual({ status: 0, until: null, reason: null });
    const audit = await auditOf(t.db, 'User', driver.id);
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [{ verificationStatus: 0, verifiedUntil: null, rejectionReason: null }, audit[0]!.after],
      [audit[0]!.after, { verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Expired licence' }],
      [{ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Expired licence' }, { verificationStatus: 0, verifiedUntil: null, rejectionReason: null }],
    ]);
  });

  // Asia/Famagusta: UTC+2 in winter, UTC+3 in summer; 2031's changes are on 30 March and 26 October.
  it.each([
    ['a winter day', '2031-01-15', '2031-01-15T21:59:59.999Z'],
    ['a summer day', '2031-07-15', '2031-07-15T20:59:59.999Z'],
    ['the day before the spring change', '2031-03-29', '2031-03-29T21:59:59.999Z'],
    ['the spring change (last Sunday of March, 23 hours)', '2031-03-30', '2031-03-30T20:59:59.999Z'],
    ['the day before the autumn change', '2031-10-25', '2031-10-25T20:59:59.999Z'],
    ['the autumn change (last Sunday of October, 25 hours)', '2031-10-26', '2031-10-26T21:59:59.999Z'],
  ])("approved until a bare date ends at 23:59:59 on the operator's clock: %s", async (_day, date, end) => {
    const driver = await readyDriver();
    const res = await verify(driver.id, { verificationStatus: 1, verifiedUntil: date });
    expect(res.statusCode).toBe(200);
    expect(res.json<VerificationResult>().verifiedUntil).toBe(end);
    expect((await stateOf(driver.id)).until).toEqual(new Date(end));
    const details = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUserDeatils/${driver.id}` });
    expect(details.json<{ verifiedUntil: string }>().verifiedUntil).toBe(end);
  });

  it('refuses to approve while a document is pending (409) and changes nothing', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 1, 'IdentityCard');
    await createDocument(t.db, { user_id: driver.id }, 0, 'DrivingLicence');
    const res = await verify(driver.id, { verificationStatus: 1, verifiedUntil: future() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Every document must be approved first', code: 'verification.documents_not_approved' });
    expect(await stateOf(driver.id)).toEqual({ status: 0, until: null, reason: null });
    expect(await auditOf(t.db, 'User', driver.id)).toHaveLength(0);
  });

  it('rejects with a trimmed reason, clearing the approved-until date', async () => {
    const driver = await readyDriver();
    await verify(driver.id, { verificationStatus: 1, verifiedUntil: future() });
    const res = await verify(driver.id, { verificationStatus: 2, verifiedUntil: null, rejectionReason: '  Name does not match  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Name does not match' });
    expect(await stateOf(driver.id)).toEqual({ status: 2, until: null, reason: 'Name does not match' });
    expect(await auditOf(t.db, 'User', driver.id)).toHaveLength(2);
  });

  it('is 409 for the status the user already has (what a second admin meets)', async () => {
    const driver = await readyDriver();
    expect((await verify(driver.id, { verificationStatus: 1, verifiedUntil: future() })).statusCode).toBe(200);
    const again = await verify(driver.id, { verificationStatus: 1, verifiedUntil: future() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The user is already approved', code: 'verification.already_in_status', params: { status: 1 } });
    const pending = await createUser(t.db, 'Customer');
    expect((await verify(pending.id, { verificationStatus: 0 })).statusCode).toBe(409);
  });

  it.each([
    ['a status outside 0-2', { verificationStatus: 3, verifiedUntil: null }, 'verificationStatus'],
    ['a status that is not a number', { verificationStatus: 'Approved' }, 'verificationStatus'],
    ['no status', { rejectionReason: 'x' }, 'verificationStatus'],
    ['approving without a date', { verificationStatus: 1, verifiedUntil: null }, 'verifiedUntil'],
    ['approving with a date that is not a date', { verificationStatus: 1, verifiedUntil: 'next week' }, 'verifiedUntil'],
    ['approving until yesterday', { verificationStatus: 1, verifiedUntil: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }, 'verifiedUntil'],
    ['approving until a moment just past', { verificationStatus: 1, verifiedUntil: new Date(Date.now() - 1000).toISOString() }, 'verifiedUntil'],
    ['rejecting without a reason', { verificationStatus: 2, verifiedUntil: null, rejectionReason: null }, 'rejectionReason'],
    ['rejecting with a reason of only spaces', { verificationStatus: 2, rejectionReason: '   \t ' }, 'rejectionReason'],
    ['rejecting with a reason over 500 characters', { verificationStatus: 2, rejectionReason: 'x'.repeat(501) }, 'rejectionReason'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_case, payload, field) => {
    const driver = await readyDriver();
    const res = await verify(driver.id, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toContain(field);
    expect(await stateOf(driver.id)).toEqual({ status: 0, until: null, reason: null });
    expect(await auditOf(t.db, 'User', driver.id)).toHaveLength(0);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const driver = await readyDriver();
    expect((await verify(driver.id, { verificationStatus: 2, rejectionReason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('is 404 for an unknown or deleted user, 400 for a malformed id', async () => {
    const body = { verificationStatus: 2, rejectionReason: 'No' };
    const unknown = await verify(987_654, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'not_found' });
    const gone = await createUser(t.db, 'Driver', { deleted_at: new Date() });
    expect((await verify(gone.id, body)).statusCode).toBe(404);
    expect((await verify('abc', body)).statusCode).toBe(400);
  });
});
