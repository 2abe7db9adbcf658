import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/lib/http-errors';
import { vehicleOwner } from '../../src/modules/verification/verification-owner';
import { updateVerification } from '../../src/modules/verification/verification.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createDocument, createVehicle } from '../users/user-records';

/** The shared verification service on a vehicle owner (the vehicles API of issue 10 calls it the same way). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const actor = () => ({ id: t.users.admin.id, email: t.users.admin.email });
const future = new Date(Date.now() + 86_400_000).toISOString();
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: HttpError) => ({ status: error.statusCode, message: error.message }));

describe(`verification of a vehicle on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("follows the vehicle's own documents, not its owner's, and audits as Vehicle", async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 0); // the driver's pending document does not block the vehicle
    const car = await createVehicle(t.db, driver.id);
    const insurance = await createDocument(t.db, { vehicle_id: car.id }, 0, 'VehicleInsurance');

    expect(await refusal(updateVerification(t.db, vehicleOwner(car.id), { verificationStatus: 1, verifiedUntil: future, rejectionReason: '' }, actor(), 'Asia/Famagusta'))).toEqual({
      status: 409,
      message: 'Every document must be approved first',
    });
    await t.db.updateTable('documents').set({ document_status: 1 }).where('id', '=', insurance.id).execute();
    const result = await updateVerification(t.db, vehicleOwner(car.id), { verificationStatus: 1, verifiedUntil: future, rejectionReason: '' }, actor(), 'Asia/Famagusta');
    expect(result).toEqual({ verificationStatus: 1, verifiedUntil: new Date(future).toISOString(), rejectionReason: null });
    const row = await t.db.selectFrom('vehicles').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row.verification_status).toBe(1);
    expect((await auditOf(t.db, 'Vehicle', car.id)).map((entry) => entry.action)).toEqual(['verification']);
    expect(await refusal(updateVerification(t.db, vehicleOwner(car.id), { verificationStatus: 1, verifiedUntil: future, rejectionReason: '' }, actor(), 'Asia/Famagusta'))).toEqual({
      status: 409,
      message: 'The vehicle is already approved',
    });
    expect(await refusal(updateVerification(t.db, vehicleOwner(987_654), { verificationStatus: 2, verifiedUntil: null, rejectionReason: 'No' }, actor(), 'Asia/Famagusta'))).toEqual({
      status: 404,
      message: 'Vehicle not found',
    });
  });
});
