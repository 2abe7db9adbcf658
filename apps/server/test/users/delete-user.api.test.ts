import type { UserListItem } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD, createUser } from '../helpers/factories';
import { addLedger, auditOf, createDocument, createPayment, createTransfer, createTrip, createVehicle, ledgerSum, userRow } from './user-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const remove = (id: number | string, as: Parameters<TestApp['injectAs']>[0] = 'admin') => t.injectAs(as, { method: 'DELETE', url: `/api/users/DeleteUser/${id}` });
const count = async (table: 'documents' | 'vehicles' | 'trips' | 'payments' | 'bank_transfers' | 'ledger_entries', column: 'user_id' | 'driver_id' | 'id', value: number) =>
  Number(
    (await t.db.selectFrom(table as 'documents').select((eb) => eb.fn.countAll<number>().as('n')).where(column as 'user_id', '=', value).executeTakeFirstOrThrow()).n,
  );

/** A driver with a car, documents, a trip paid by card, a completed payout and ledger rows. */
async function busyDriver() {
  const driver = await createUser(t.db, 'Driver', { photo_url: '/media/avatars/AY.svg', email_confirmed: true, phone_number_confirmed: true, verification_status: 1, rejection_reason: null });
  await t.db.insertInto('driver_presence').values({ driver_id: driver.id, online: true, latitude: 35.1, longitude: 33.9 }).execute();
  const customer = await createUser(t.db, 'Customer');
  const car = await createVehicle(t.db, driver.id);
  await createDocument(t.db, { user_id: driver.id }, 1);
  await createDocument(t.db, { vehicle_id: car.id }, 1, 'TaxiLicence');
  const trip = await createTrip(t.db, { customerId: customer.id, driverId: driver.id, vehicleId: car.id }, 10_000);
  const payment = await createPayment(t.db, trip.id, customer.id, 10_000, 'succeeded');
  await addLedger(t.db, driver.id, 8_000, 'CardTripCredit', { trip_id: trip.id });
  const payout = await createTransfer(t.db, driver.id, 3_000, 2);
  await addLedger(t.db, driver.id, -3_000, 'Payout', { bank_transfer_id: payout.id });
  return { driver, customer, car, trip, payment, payout };
}

describe(`DELETE /api/users/DeleteUser/{id} on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('erases the person, removes documents and vehicles, keeps the money records adding up (204, audited)', async () => {
    const { driver, car, trip, payment, payout } = await busyDriver();
    const res = await remove(driver.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const row = await userRow(t.db, driver.id);
    expect(row).toMatchObject({
      first_name: 'Deleted',
      last_name: 'user',
      email: `deleted-${driver.id}@deleted.invalid`,
      phone_number: '',
      address: '',
      photo_url: null,
      email_confirmed: false,
      phone_number_confirmed: false,
      rating: null,
      verification_status: 0,
      verified_until: null,
      rejection_reason: null,
      token_version: driver.token_version + 1,
      balance: 5_000,
    });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(row.password_hash).not.toBe(driver.password_hash);
    // money records stay, still pointing at the (anonymised) user, and still add up
    expect(await ledgerSum(t.db, driver.id)).toBe(row.balance);
    expect(await count('ledger_entries', 'user_id', driver.id)).toBe(2);
    expect(await count('bank_transfers', 'id', payout.id)).toBe(1);
    expect(await count('payments', 'id', payment.id)).toBe(1);
    const keptTrip = await t.db.selectFrom('trips').selectAll().where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(keptTrip).toMatchObject({ driver_id: driver.id, vehicle_id: null, fare: 10_000 });
    expect(keptTrip.vehicle_snapshot).toMatchObject({ vehicleId: car.id, vehiclePlate: car.plate, vehicleModel: 'Corolla' });
    // personal data gone
    expect(await count('vehicles', 'user_id', driver.id)).toBe(0);
    expect(await count('documents', 'user_id', driver.id)).toBe(0);
    expect(await t.db.selectFrom('documents').selectAll().where('vehicle_id', '=', car.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('driver_presence').selectAll().where('driver_id', '=', driver.id).execute()).toEqual([]);

    const audit = await auditOf(t.db, 'User', driver.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete', actor_id: t.users.admin.id, actor_email: t.users.admin.email });
    // what the user was (no personal data) and what the deletion did
    expect(audit[0]!.before).toEqual({ id: driver.id, prettyId: `DRV-${String(driver.id).padStart(6, '0')}`, role: 'Driver', balance: 5_000, verificationStatus: 1 });
    expect(audit[0]!.after).toEqual({ deletedAt: row.deleted_at!.toISOString(), vehiclesRemoved: 1, documentsRemoved: 1 });
    expect(JSON.stringify(audit[0])).not.toContain(driver.email);
  });

  it('a deleted user cannot sign in, their old token gets 401, they leave the lists and details', async () => {
    const admin = await createUser(t.db, 'Admin');
    const oldToken = await t.tokenFor(admin);
    const asThem = () => t.app.inject({ method: 'GET', url: '/api/users/GetUsers?Role=Admin', headers: { authorization: `Bearer ${oldToken}` } });
    expect((await asThem()).statusCode).toBe(200);
    expect((await remove(admin.id)).statusCode).toBe(204);

    expect((await asThem()).statusCode).toBe(401);
    for (const username of [admin.email, `deleted-${admin.id}@deleted.invalid`]) {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username, password: TEST_PASSWORD }, remoteAddress: '10.9.0.1' });
      expect(login.statusCode, username).toBe(401);
    }
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/users/GetUsers?Role=Admin&pageSize=100' });
    expect(list.json<UserListItem[]>().map((user) => user.id)).not.toContain(admin.id);
    const csv = await t.injectAs('admin', { method: 'GET', url: '/api/users/GetUsers?Role=Admin&format=csv' });
    expect(csv.body).not.toContain('deleted.invalid');
    expect((await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUserDeatils/${admin.id}` })).statusCode).toBe(404);
  });

  it('the dashboard no longer counts a deleted driver, customer or admin, nor a deleted user as waiting for verification', async () => {
    const summary = async () => (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' })).json<Record<string, number>>();
    const users = await Promise.all((['Driver', 'Customer', 'Admin'] as const).map((role) => createUser(t.db, role, { verification_status: role === 'Admin' ? 0 : 2 })));
    const before = await summary();
    for (const user of users) expect((await remove(user.id)).statusCode).toBe(204);
    // deletion resets the verification to 0: a deleted user must not become a pending verification
    expect(await summary()).toMatchObject({ drivers: before.drivers! - 1, customers: before.customers! - 1, admins: before.admins! - 1, pendingVerifications: before.pendingVerifications });
  });

  it('frees the e-mail address for a new account', async () => {
    const customer = await createUser(t.db, 'Customer');
    expect((await remove(customer.id)).statusCode).toBe(204);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: customer.email, password: 'Another8!', firstName: 'New', lastName: 'Person', phoneNumber: '+90 533 000 0000', role: 'Customer' },
    });
    expect(register.statusCode).toBeLessThan(300);
  });

  it.each([
    ['Pending', 0],
    ['In Progress', 1],
  ] as const)('refuses while a payout is %s (409), changing nothing', async (_label, status) => {
    const { driver } = await busyDriver();
    await createTransfer(t.db, driver.id, 1_000, status);
    const before = await userRow(t.db, driver.id);
    const res = await remove(driver.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The user has pending or in-progress payouts: complete or reject them first', code: 'user.open_payouts' });
    expect(await userRow(t.db, driver.id)).toEqual(before);
    expect(before).toMatchObject({ email: driver.email, deleted_at: null });
    expect(await count('vehicles', 'user_id', driver.id)).toBe(1);
    expect(await count('documents', 'user_id', driver.id)).toBe(1);
    expect(await auditOf(t.db, 'User', driver.id)).toHaveLength(0);
  });

  it('refuses an admin deleting themself (409)', async () => {
    const res = await remove(t.users.admin.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You cannot delete your own account', code: 'user.cannot_delete_self' });
    expect((await userRow(t.db, t.users.admin.id)).deleted_at).toBeNull();
  });

  it('is 409 for a user already deleted, 404 for an unknown id, 400 for a malformed one', async () => {
    const customer = await createUser(t.db, 'Customer');
    expect((await remove(customer.id)).statusCode).toBe(204);
    const again = await remove(customer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This user has already been deleted', code: 'user.already_deleted' });
    const unknown = await remove(987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'not_found' });
    expect((await remove('abc')).statusCode).toBe(400);
    expect((await remove(customer.id, 'driver')).statusCode).toBe(403);
  });
});
