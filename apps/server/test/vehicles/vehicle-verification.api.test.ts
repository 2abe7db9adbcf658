import type { VehicleDetails, VerificationResult } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createDocument } from '../users/user-records';
import { addVehicle, createTripType } from './vehicle-records';

/** PATCH /api/vehicles/UpdateVehicleVerificationStatus/{vehicleId}: a user's rules (docs/users.md) on a vehicle, and its documents through UpdateDocumentStatus. */
let t: TestApp;
let tripTypeId: number;
beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = (await createTripType(t.db)).id;
});
afterAll(() => t.close());

const verify = (id: number | string, payload: unknown) =>
  t.injectAs('admin', { method: 'PATCH', url: `/api/vehicles/UpdateVehicleVerificationStatus/${id}`, payload: payload as object });
const decide = (documentId: number, payload: unknown) =>
  t.injectAs('admin', { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${documentId}`, payload: payload as object });
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const stateOf = async (id: number) => {
  const row = await t.db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { status: row.verification_status, until: row.verified_until, reason: row.rejection_reason };
};

/** A pending vehicle of a new driver, with a pending registration and an approved insurance. */
async function vehicle() {
  const owner = await createUser(t.db, 'Driver');
  const car = await addVehicle(t.db, owner, { tripTypeId });
  const registration = await createDocument(t.db, { vehicle_id: car.id }, 0, 'VehicleRegistration');
  await createDocument(t.db, { vehicle_id: car.id }, 1, 'VehicleInsurance');
  return { owner, car, registration };
}

describe(`vehicle verification on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('refuses to approve while a document of the vehicle is not approved (409), changing and auditing nothing', async () => {
    const { car } = await vehicle();
    const res = await verify(car.id, { verificationStatus: 1, verifiedUntil: future(), rejectionReason: null });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Every document must be approved first', code: 'verification.documents_not_approved' });
    expect(await stateOf(car.id)).toEqual({ status: 0, until: null, reason: null });
    expect(await auditOf(t.db, 'Vehicle', car.id)).toHaveLength(0);
  });

  it("counts the vehicle's documents, not its owner's", async () => {
    const { owner, car, registration } = await vehicle();
    await createDocument(t.db, { user_id: owner.id }, 0, 'IdentityCard');
    expect((await decide(registration.id, { documentStatus: 1, rejectionReason: '' })).json()).toBe(true);
    expect((await verify(car.id, { verificationStatus: 1, verifiedUntil: future() })).statusCode).toBe(200);
  });

  it('decides a vehicle document through UpdateDocumentStatus, then approves, answers the new state and audits both', async () => {
    const { car, registration } = await vehicle();
    const approved = await decide(registration.id, { documentStatus: 1, rejectionReason: '' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toBe(true);
    expect((await t.injectAs('admin', { method: 'GET', url: `/api/vehicles/GetVehicle/${car.id}` })).json<VehicleDetails>().isAllDocumentApproved).toBe(true);
    expect(await auditOf(t.db, 'Document', registration.id)).toMatchObject([{ action: 'document-status', before: { documentStatus: 0 }, after: { documentStatus: 1 } }]);

    const until = future();
    const res = await verify(car.id, { verificationStatus: 1, verifiedUntil: until, rejectionReason: null });
    expect(res.statusCode).toBe(200);
    expect(res.json<VerificationResult>()).toEqual({ verificationStatus: 1, verifiedUntil: new Date(until).toISOString(), rejectionReason: null });
    expect(await stateOf(car.id)).toEqual({ status: 1, until: new Date(until), reason: null });
    expect(await auditOf(t.db, 'Vehicle', car.id)).toMatchObject([
      { action: 'verification', actor_id: t.users.admin.id, before: { verificationStatus: 0, verifiedUntil: null, rejectionReason: null }, after: res.json() },
    ]);
    const details = (await t.injectAs('admin', { method: 'GET', url: `/api/vehicles/GetVehicle/${car.id}` })).json<VehicleDetails>();
    expect(details).toMatchObject({ verificationStatus: 1, verifiedUntil: new Date(until).toISOString(), rejectionReason: null });
  });

  it("reads a bare date as the end of that day on the operator's clock (winter and summer) and refuses a past one (400)", async () => {
    const { car, registration } = await vehicle();
    await decide(registration.id, { documentStatus: 1, rejectionReason: '' });
    const past = await verify(car.id, { verificationStatus: 1, verifiedUntil: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: 'The approved-until date must be in the future', errors: { verifiedUntil: ['The approved-until date must be in the future'] }, code: 'verification.until_in_past', fieldErrors: { verifiedUntil: { code: 'verified_until_in_past' } } });
    expect((await verify(car.id, { verificationStatus: 1, verifiedUntil: '2031-03-01' })).json<VerificationResult>().verifiedUntil).toBe('2031-03-01T21:59:59.999Z');
    const summer = await vehicle();
    await decide(summer.registration.id, { documentStatus: 1, rejectionReason: '' });
    expect((await verify(summer.car.id, { verificationStatus: 1, verifiedUntil: '2031-08-01' })).json<VerificationResult>().verifiedUntil).toBe('2031-08-01T20:59:59.999Z');
  });

  it('rejects with a trimmed reason clearing the date; a repeat is 409; back to pending clears both', async () => {
    const { car, registration } = await vehicle();
    await decide(registration.id, { documentStatus: 1, rejectionReason: '' });
    await verify(car.id, { verificationStatus: 1, verifiedUntil: future() });
    const rejected = await verify(car.id, { verificationStatus: 2, verifiedUntil: null, rejectionReason: '  Plate unreadable  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Plate unreadable' });
    const again = await verify(car.id, { verificationStatus: 2, rejectionReason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The vehicle is already rejected', code: 'verification.already_in_status', params: { status: 2 } });
    expect(await stateOf(car.id)).toEqual({ status: 2, until: null, reason: 'Plate unreadable' });
    expect((await verify(car.id, { verificationStatus: 0 })).json()).toEqual({ verificationStatus: 0, verifiedUntil: null, rejectionReason: null });
    expect(await auditOf(t.db, 'Vehicle', car.id)).toHaveLength(3);
  });

  it('answers 400 naming the field for a bad body, 404 for an unknown vehicle, 400 for a malformed id; nothing changes', async () => {
    const { car } = await vehicle();
    for (const [payload, field] of [
      [{ verificationStatus: 1, verifiedUntil: null }, 'verifiedUntil'],
      [{ verificationStatus: 2, rejectionReason: '   ' }, 'rejectionReason'],
      [{ verificationStatus: 2, rejectionReason: 'x'.repeat(501) }, 'rejectionReason'],
      [{ verificationStatus: 3 }, 'verificationStatus'],
      [{ verificationStatus: 1, verifiedUntil: 'tomorrow' }, 'verifiedUntil'],
    ] as const) {
      const res = await verify(car.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(field);
    }
    expect(await stateOf(car.id)).toEqual({ status: 0, until: null, reason: null });
    const unknown = await verify(987_654, { verificationStatus: 2, rejectionReason: 'No' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vehicle not found', code: 'not_found' });
    expect((await verify('abc', { verificationStatus: 0 })).statusCode).toBe(400);
    expect(await auditOf(t.db, 'Vehicle', car.id)).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { car } = await vehicle();
    expect((await t.injectAs('driver', { method: 'PATCH', url: `/api/vehicles/UpdateVehicleVerificationStatus/${car.id}`, payload: { verificationStatus: 2, rejectionReason: 'x' } })).statusCode).toBe(403);
    expect(await stateOf(car.id)).toEqual({ status: 0, until: null, reason: null });
  });
});
