import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createDocument, createVehicle, daysFromNow } from './support';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Issue 25 item 2: the expiry date set on approval, the lists' filter, and an expiry keeping a driver offline until renewed. */
describe(`document expiry on ${DB}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const decide = (documentId: number, body: object) => t.injectAs('admin', { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${documentId}`, payload: body });
  const documentsOf = async (userId: number) => (await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUserDeatils/${userId}` })).json<{ documents: { documentId: number; expiresAt: string | null; documentStatus: number }[] }>().documents;
  const goOnline = (driver: UserRow) => t.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online: true } });
  const report = (driver: UserRow) => t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.2, longitude: 33.4 } });

  /** An approved driver with an approved vehicle: they may go online. */
  async function roadReadyDriver() {
    const driver = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(200) });
    const vehicle = await createVehicle(t, driver.id, { verification_status: 1, verified_until: daysFromNow(200) });
    return { driver, vehicle };
  }

  it.each([
    // a winter day, and the last Sunday of March 2027 (summer time starts): the end of the day on the operator's clock
    ['2027-01-15', '2027-01-15T21:59:59.999Z'],
    ['2027-03-28', '2027-03-28T20:59:59.999Z'],
    ['2027-07-15', '2027-07-15T20:59:59.999Z'],
    ['2027-10-31', '2027-10-31T21:59:59.999Z'],
    ['2027-05-01T09:30:00+03:00', '2027-05-01T06:30:00.000Z'],
  ])('approving with expiresAt %s keeps it valid until %s; the answer and the audit show it', async (expiresAt, stored) => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t, { user_id: driver.id }, { status: 0 });
    const res = await decide(document.id, { documentStatus: 1, expiresAt });
    expect(res.statusCode).toBe(200);
    expect((await documentsOf(driver.id)).find((d) => d.documentId === document.id)?.expiresAt).toBe(stored);
    const audit = await t.db.selectFrom('audit_entries').select('after').where('entity_type', '=', 'Document').where('entity_id', '=', String(document.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ expiresAt: stored });
  });

  it("keeps SPEC's body working (no expiry: the document does not expire), refuses a past date with 400 naming the field, and clears the date on rejection", async () => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t, { user_id: driver.id }, { status: 0 });
    const past = await decide(document.id, { documentStatus: 1, expiresAt: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errors: { expiresAt: ['The expiry date must be in the future'] } });
    expect((await decide(document.id, { documentStatus: 1, rejectionReason: null })).statusCode).toBe(200);
    expect((await documentsOf(driver.id))[0]?.expiresAt).toBeNull();
    expect((await decide(document.id, { documentStatus: 2, rejectionReason: 'Blurred' })).statusCode).toBe(200);
    expect((await documentsOf(driver.id))[0]).toMatchObject({ documentStatus: 2, expiresAt: null });
  });

  it('renews an approved document with another date; the same date or none is still 409', async () => {
    const driver = await createUser(t.db, 'Driver');
    const document = await createDocument(t, { user_id: driver.id }, { status: 0 });
    expect((await decide(document.id, { documentStatus: 1, expiresAt: '2027-06-01' })).statusCode).toBe(200);
    expect((await decide(document.id, { documentStatus: 1, expiresAt: '2027-06-01' })).statusCode).toBe(409);
    expect((await decide(document.id, { documentStatus: 1 })).statusCode).toBe(409);
    expect((await decide(document.id, { documentStatus: 1, expiresAt: '2028-06-01' })).statusCode).toBe(200);
    expect((await documentsOf(driver.id))[0]?.expiresAt).toBe('2028-06-01T20:59:59.999Z');
  });

  it('keeps a driver with an expired licence offline with a 409 naming it, until it is renewed', async () => {
    const { driver } = await roadReadyDriver();
    expect((await goOnline(driver)).statusCode).toBe(200);
    const licence = await createDocument(t, { user_id: driver.id }, { expires_at: new Date('2026-10-25T21:30:00Z') });
    for (const res of [await goOnline(driver), await report(driver), await t.injectAs(driver, { method: 'GET', url: '/api/driver/trips/open' })]) {
      expect(res.statusCode).toBe(409);
      // 21:30Z on 25 October is 23:30 in Famagusta (winter time again): the 25th on the operator's clock
      expect(res.json()).toEqual({ message: 'Your driving licence expired on 2026-10-25: it must be renewed before you can go online', code: 'driver.document_expired', params: { document: 'DrivingLicence', date: '2026-10-25' } });
    }
    expect((await decide(licence.id, { documentStatus: 1, expiresAt: '2030-01-31' })).statusCode).toBe(200);
    expect((await goOnline(driver)).statusCode).toBe(200);
    expect((await report(driver)).statusCode).toBe(200);
  });

  it("keeps a driver offline when their only vehicle's insurance expired (naming the plate), or their approval ended", async () => {
    const { driver, vehicle } = await roadReadyDriver();
    await createDocument(t, { vehicle_id: vehicle.id }, { type: 'VehicleInsurance', expires_at: new Date('2026-03-28T22:30:00Z') });
    const res = await goOnline(driver);
    expect(res.statusCode).toBe(409);
    // 22:30Z on 28 March is 00:30 on the 29th in Famagusta
    expect(res.json()).toMatchObject({ code: 'driver.document_expired', params: { document: 'VehicleInsurance', date: '2026-03-29', plate: vehicle.plate } });
    // a second vehicle without an expired document puts them back on the road
    await createVehicle(t, driver.id);
    expect((await goOnline(driver)).statusCode).toBe(200);

    const ended = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: new Date('2026-07-14T21:00:00Z') });
    await createVehicle(t, ended.id);
    const refused = await goOnline(ended);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'driver.approval_expired', params: { document: 'approval', date: '2026-07-15' } });
  });

  it('filters the users and vehicles lists by an approval or document expiring within 30 days, or expired; 400 for another value', async () => {
    const soon = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(400) });
    await createDocument(t, { user_id: soon.id }, { expires_at: daysFromNow(12) });
    const approvalSoon = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(3) });
    const expired = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(400) });
    await createDocument(t, { user_id: expired.id }, { expires_at: daysFromNow(-2) });
    const later = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: daysFromNow(400) });
    await createDocument(t, { user_id: later.id }, { expires_at: daysFromNow(45) });
    // a pending document's date does not count
    const pending = await createUser(t.db, 'Driver');
    await createDocument(t, { user_id: pending.id }, { status: 0, expires_at: daysFromNow(5) });
    const ids = async (url: string) => (await t.injectAs('admin', { method: 'GET', url })).json<{ id?: number; vehicleId?: number }[]>().map((row) => row.id ?? row.vehicleId);
    const expiring = await ids('/api/users/GetUsers?Role=Driver&expiry=expiring&pageSize=100');
    expect(expiring).toEqual(expect.arrayContaining([soon.id, approvalSoon.id]));
    expect(expiring).not.toContain(expired.id);
    expect(expiring).not.toContain(later.id);
    expect(expiring).not.toContain(pending.id);
    const gone = await ids('/api/users/GetUsers?Role=Driver&expiry=expired&pageSize=100');
    expect(gone).toContain(expired.id);
    expect(gone).not.toContain(soon.id);
    // the CSV export applies it too
    const csv = await t.injectAs('admin', { method: 'GET', url: '/api/users/GetUsers?Role=Driver&expiry=expired&format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(expired.email);
    expect(csv.body).not.toContain(soon.email);

    const owner = await createUser(t.db, 'Driver');
    const insured = await createVehicle(t, owner.id);
    await createDocument(t, { vehicle_id: insured.id }, { type: 'VehicleInsurance', expires_at: daysFromNow(20) });
    const fine = await createVehicle(t, owner.id, { verification_status: 1, verified_until: daysFromNow(90) });
    const approvalEnding = await createVehicle(t, owner.id, { verification_status: 1, verified_until: daysFromNow(29) });
    const vehicles = await ids(`/api/vehicles/GetVehicles?userId=${owner.id}&expiry=expiring`);
    expect(vehicles.sort()).toEqual([insured.id, approvalEnding.id].sort());
    expect(vehicles).not.toContain(fine.id);

    for (const url of ['/api/users/GetUsers?Role=Driver&expiry=soon', '/api/vehicles/GetVehicles?expiry=1']) {
      const res = await t.injectAs('admin', { method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { expiry: [expect.stringContaining('expiring or expired')] } });
    }
  });
});
