import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ALLOWED_ONLINE } from '../../src/modules/presence/driver-eligibility';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createDocument } from '../users/user-records';
import { addVehicle, createTripType } from './vehicle-records';

/** DESIGN.md §5: only an approved driver with an approved vehicle may go online; the vehicle's approval comes from this API. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const future = () => new Date(Date.now() + 30 * 86_400_000);
const connectedIds = async () => (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' })).json<{ driverId: number }[]>().map((d) => d.driverId);

describe(`a vehicle's approval lets its driver go online (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses the approved driver while the only vehicle is pending or rejected, lets them on once the vehicle is approved through the API', async () => {
    const tripType = await createTripType(t.db);
    const driver = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: future() });
    const car = await addVehicle(t.db, driver, { tripTypeId: tripType.id });
    const insurance = await createDocument(t.db, { vehicle_id: car.id }, 0, 'VehicleInsurance');
    const goOnline = () => t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.2, longitude: 33.4 } });

    const pending = await goOnline();
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ message: NOT_ALLOWED_ONLINE, code: 'driver.not_allowed_online' });

    const rejected = await t.injectAs('admin', { method: 'PATCH', url: `/api/vehicles/UpdateVehicleVerificationStatus/${car.id}`, payload: { verificationStatus: 2, rejectionReason: 'Expired insurance' } });
    expect(rejected.statusCode).toBe(200);
    expect((await goOnline()).statusCode).toBe(403);

    expect((await t.injectAs('admin', { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${insurance.id}`, payload: { documentStatus: 1, rejectionReason: '' } })).json()).toBe(true);
    const approved = await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/vehicles/UpdateVehicleVerificationStatus/${car.id}`,
      payload: { verificationStatus: 1, verifiedUntil: future().toISOString(), rejectionReason: null },
    });
    expect(approved.statusCode).toBe(200);
    expect((await goOnline()).statusCode).toBe(200);
    expect(await connectedIds()).toContain(driver.id);

    // taking the approval back (to pending) locks the driver out again
    expect((await t.injectAs('admin', { method: 'PATCH', url: `/api/vehicles/UpdateVehicleVerificationStatus/${car.id}`, payload: { verificationStatus: 0 } })).statusCode).toBe(200);
    expect((await goOnline()).statusCode).toBe(403);
  });
});
