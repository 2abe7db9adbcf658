import type { UserDetails } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserDetails } from '../../src/modules/users/user-details.repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { addLedger, createDocument, createPayment, createTransfer, createTrip, createVehicle } from './user-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = (id: number | string) => t.injectAs('admin', { method: 'GET', url: `/api/users/GetUserDeatils/${id}` });

describe(`GET /api/users/GetUserDeatils/{id} on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers every field of SPEC.md §3 User, the figures matching a hand count', async () => {
    const driver = await createUser(t.db, 'Driver', { email_confirmed: true, rating: 4.2, verification_status: 1, verified_until: new Date('2030-01-01T00:00:00Z') });
    const customer = await createUser(t.db, 'Customer');
    const otherDriver = await createUser(t.db, 'Driver');
    const [car, van] = [await createVehicle(t.db, driver.id), await createVehicle(t.db, driver.id)];
    const approved = await createDocument(t.db, { user_id: driver.id }, 1, 'IdentityCard');
    const pending = await createDocument(t.db, { user_id: driver.id }, 0, 'DrivingLicence');
    await createDocument(t.db, { vehicle_id: car.id }, 0, 'VehicleInsurance'); // the vehicle's, not the user's
    // payouts: 3 requests; only the Completed one was paid out
    await createTransfer(t.db, driver.id, 10_000, 2);
    await createTransfer(t.db, driver.id, 5_000, 0);
    await createTransfer(t.db, driver.id, 3_000, 3);
    // payments: four on the driver's trips (two went through: 2 500 + 1 200), one on another driver's trip
    const trip = await createTrip(t.db, { customerId: customer.id, driverId: driver.id, vehicleId: car.id }, 2_500);
    await createPayment(t.db, trip.id, customer.id, 2_500, 'succeeded');
    await createPayment(t.db, trip.id, customer.id, 1_200, 'completed');
    await createPayment(t.db, trip.id, customer.id, 900, 'refounded');
    await createPayment(t.db, trip.id, customer.id, 400, 'cancelled');
    const elsewhere = await createTrip(t.db, { customerId: customer.id, driverId: otherDriver.id, vehicleId: null }, 1_000);
    await createPayment(t.db, elsewhere.id, customer.id, 1_000, 'succeeded');
    await addLedger(t.db, driver.id, 2_000, 'CardTripCredit', { trip_id: trip.id });
    await addLedger(t.db, driver.id, -500, 'Adjustment');

    const res = await details(driver.id);
    expect(res.statusCode).toBe(200);
    const user = res.json<UserDetails>();
    expect(user).toMatchObject({
      id: driver.id,
      prettyId: `DRV-${String(driver.id).padStart(6, '0')}`,
      firstName: driver.first_name,
      lastName: driver.last_name,
      email: driver.email,
      emailConfirmed: true,
      phoneNumber: driver.phone_number,
      phoneNumberConfirmed: false,
      address: driver.address,
      photoUrl: null,
      role: 'Driver',
      rating: 4.2,
      balance: 1_500,
      registrationDate: driver.registration_date.toISOString(),
      verificationStatus: 1,
      verifiedUntil: '2030-01-01T00:00:00.000Z',
      rejectionReason: null,
      isAllDocumentApproved: false,
      vehiclesCount: 2,
      transfersCount: 3,
      transfersTotalAmount: 10_000,
      paymentsCount: 4,
      paymentsTotalAmount: 3_700,
    });
    expect(user.documents.map((document) => [document.documentId, document.documentType, document.documentStatus])).toEqual([
      [approved.id, 'IdentityCard', 1],
      [pending.id, 'DrivingLicence', 0],
    ]);
    expect(van.user_id).toBe(driver.id);

    const paying = (await details(customer.id)).json<UserDetails>();
    expect(paying).toMatchObject({ role: 'Customer', prettyId: `CUS-${String(customer.id).padStart(6, '0')}`, paymentsCount: 5, paymentsTotalAmount: 4_700, vehiclesCount: 0, transfersCount: 0, transfersTotalAmount: 0, isAllDocumentApproved: true, documents: [] });
  });

  it('computes the figures in one round trip to the database', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createVehicle(t.db, driver.id);
    const statements: string[] = [];
    const counting = t.db.withPlugin({
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const row = await findUserDetails(counting, driver.id);
    expect(row?.vehicles_count).toBe(1);
    expect(statements).toHaveLength(1);
  });

  it('signs the document URLs: they carry an expiry and a signature', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 0);
    const [document] = (await details(driver.id)).json<UserDetails>().documents;
    expect(document?.documentUrl).toMatch(/^\/media\/documents\/IdentityCard-\d+\.svg\?holder=.+&expires=\d+&signature=[\w-]+$/);
  });

  it('is 404 for an unknown or deleted user and 400 for a malformed id', async () => {
    const unknown = await details(987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'not_found' });
    const gone = await createUser(t.db, 'Customer', { deleted_at: new Date() });
    expect((await details(gone.id)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await details(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    }
  });

  it('requires the Admin role', async () => {
    expect((await t.injectAs('driver', { method: 'GET', url: `/api/users/GetUserDeatils/${t.users.driver.id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/GetUserDeatils/${t.users.driver.id}` })).statusCode).toBe(401);
  });
});
