import type { TripType, UserListItem } from '@taxi/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { parseCsv } from '../helpers/csv';
import { createUser } from '../helpers/factories';
import { csvDateTime } from '../../src/plugins/csv-export';
import { createTripType } from '../vehicles/vehicle-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BOM = '\uFEFF';
const get = (url: string, headers: Record<string, string> = {}) => t.injectAs('admin', { method: 'GET', url, headers });

describe(`CSV export (DESIGN.md §3) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('GetTripTypes?format=csv: UTF-8 with BOM, English headers, every trip type, lira with two decimals', async () => {
    const res = await get('/api/TripType/GetTripTypes?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="trip-types.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.slice(0, 3)).toEqual(['Id', 'Name', 'Description']);
    const json = (await get('/api/TripType/GetTripTypes')).json<TripType[]>();
    expect(rows.map((row) => Number(row[0]))).toEqual(json.map((tripType) => tripType.tripTypeId));
    if (json[0]) expect(rows[0]?.[4]).toBe((json[0].baseFare / 100).toFixed(2));
  });

  it('writes headers in Turkish for lang=tr or Accept-Language: tr; the query wins', async () => {
    const byQuery = parseCsv((await get('/api/TripType/GetTripTypes?format=csv&lang=tr')).body.slice(1), ';')[0];
    expect(byQuery?.slice(0, 3)).toEqual(['Id', 'Ad', 'Açıklama']);
    const byHeader = await get('/api/TripType/GetTripTypes?format=csv', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' });
    expect(byHeader.headers['content-language']).toBe('tr');
    expect(parseCsv(byHeader.body.slice(1), ';')[0]).toEqual(byQuery);
    const queryWins = await get('/api/TripType/GetTripTypes?format=csv&lang=en', { 'accept-language': 'tr' });
    expect(parseCsv(queryWins.body.slice(1))[0]?.[1]).toBe('Name');
    expect((await get('/api/TripType/GetTripTypes?format=xml')).statusCode).toBe(400);
    expect((await get('/api/TripType/GetTripTypes?format=csv&lang=de')).statusCode).toBe(400);
  });

  it('GetUsers?format=csv: every user of the role across keyset batches, in the list order, unpaged, words translated', async () => {
    // 2,345 drivers: more than two batches of 1,000, some sharing a registration date (ties broken by id).
    await sql`INSERT INTO users (email, password_hash, role, first_name, last_name, registration_date)
      SELECT 'bulk' || n || '@test.taxi', 'x', 'Driver', 'Bulk', 'Driver' || n, now() - (n / 3) * interval '1 minute'
      FROM generate_series(1, 2345) AS n`.execute(t.db);
    const tricky = await createUser(t.db, 'Driver', { first_name: '=cmd|"/c calc"!A1', last_name: 'Doe, "Jr"\nII', registration_date: new Date(Date.now() + 60_000) });
    const res = await get('/api/users/GetUsers?Role=Driver&format=csv&pageSize=5&pageNumber=2&lang=tr');
    expect(res.statusCode).toBe(200);
    expect(res.headers.pagination).toBeUndefined();
    const [header, ...rows] = parseCsv(res.body.slice(1), ';');
    expect(header).toEqual(['Kimlik', 'Ad', 'Soyad', 'E-posta', 'Telefon numarası', 'Kayıt tarihi (Asia/Famagusta)', 'Rol', 'Doğrulama']);
    const total = await t.db.selectFrom('users').where('role', '=', 'Driver').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(total.n));
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(rows[0]).toEqual([String(tricky.id), `'=cmd|"/c calc"!A1`, 'Doe, "Jr"\nII', tricky.email, tricky.phone_number, csvDateTime(tricky.registration_date, 'Asia/Famagusta'), 'Sürücü', 'Bekliyor']);
    const firstPage = (await get('/api/users/GetUsers?Role=Driver&pageSize=100&pageNumber=1')).json<UserListItem[]>();
    expect(rows.slice(0, 100).map((row) => Number(row[0]))).toEqual(firstPage.map((user) => user.id));
    const lastPage = (await get(`/api/users/GetUsers?Role=Driver&pageSize=100&pageNumber=${Math.ceil(rows.length / 100)}`)).json<UserListItem[]>();
    expect(rows.slice(-lastPage.length).map((row) => Number(row[0]))).toEqual(lastPage.map((user) => user.id));
  });

  it('keeps the filters: a role exports only its users', async () => {
    const rows = parseCsv((await get('/api/users/GetUsers?Role=Customer&format=csv')).body.slice(1));
    expect(rows.slice(1).every((row) => row[6] === 'Customer')).toBe(true);
    expect(rows.slice(1).map((row) => Number(row[0]))).toContain(t.users.customer.id);
  });

  it("CSV: Turkish export opens in Excel with ; and decimal commas, dates on the operator's clock; English keeps , and dots", async () => {
    const customer = await createUser(t.db, 'Customer');
    const driver = await createUser(t.db, 'Driver');
    const tripType = await createTripType(t.db);
    const trip = (status: number, start: string, end: string | null, fare: number) => ({
      customer_id: customer.id, driver_id: driver.id, vehicle_id: null, trip_type_id: tripType.id, status, payment_method: 'Card' as const,
      start_time: new Date(start), end_time: end ? new Date(end) : null, distance_meters: 5000, duration_seconds: 720, fare, vehicle_snapshot: null,
    });
    // Winter (UTC+2), summer (UTC+3), the spring change (29 March 2026) and the autumn change (25 October 2026, 03:30 twice).
    await t.db.insertInto('trips').values([
      trip(5, '2026-01-15T14:41:00Z', '2026-01-15T15:01:00Z', 8550),
      trip(5, '2026-07-15T13:41:00Z', '2026-07-15T14:01:00Z', 123_456),
      trip(5, '2026-03-29T00:50:00Z', '2026-03-29T01:10:00Z', 1205),
      trip(6, '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', 250),
      trip(3, '2026-11-20T10:00:00Z', null, 0),
    ]).execute();
    const url = `/api/trips/GetTrips?userId=${customer.id}&format=csv`;
    const turkish = await get(`${url}&lang=tr`);
    expect(turkish.body.startsWith(BOM)).toBe(true);
    const [trHeader, ...trRows] = parseCsv(turkish.body.slice(1), ';');
    expect(trHeader?.slice(1, 3)).toEqual(['Başlangıç zamanı (Asia/Famagusta)', 'Bitiş zamanı (Asia/Famagusta)']);
    expect(trHeader?.[6]).toBe('Ücret (TRY)');
    // Newest first: in progress (no fare, no end yet), the autumn change, summer, the spring change, winter.
    expect(trRows.map((row) => [row[1], row[2], row[6]])).toEqual([
      ['2026-11-20 12:00:00', '', ''],
      ['2026-10-25 03:30:00', '2026-10-25 03:30:00', '2,50'],
      ['2026-07-15 16:41:00', '2026-07-15 17:01:00', '1234,56'],
      ['2026-03-29 02:50:00', '2026-03-29 04:10:00', '12,05'],
      ['2026-01-15 16:41:00', '2026-01-15 17:01:00', '85,50'],
    ]);
    expect(turkish.body.split('\r\n')[1]?.split(';')).toHaveLength(trHeader!.length);
    const english = parseCsv((await get(`${url}&lang=en`)).body.slice(1));
    expect(english[0]?.slice(1, 3)).toEqual(['Start time (Asia/Famagusta)', 'End time (Asia/Famagusta)']);
    expect(english.slice(1).map((row) => [row[1], row[6]])).toEqual([
      ['2026-11-20 12:00:00', ''],
      ['2026-10-25 03:30:00', '2.50'],
      ['2026-07-15 16:41:00', '1234.56'],
      ['2026-03-29 02:50:00', '12.05'],
      ['2026-01-15 16:41:00', '85.50'],
    ]);
  });

  it('is for admins only, like the list', async () => {
    const res = await t.injectAs('driver', { method: 'GET', url: '/api/users/GetUsers?Role=Driver&format=csv' });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/TripType/GetTripTypes?format=csv' })).statusCode).toBe(401);
  });
});
