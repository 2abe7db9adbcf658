import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '@taxi/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

/**
 * GetTrips and GetTrip (SPEC.md §7 Trips, docs/trips.md): each filter alone and combined, whole
 * days on the operator's clock (Asia/Famagusta: UTC+2 in early March 2026), paging, newest first,
 * the 400s and 404, every block of a trip and the fare explained.
 */
let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let alice: User; // customer
let bob: User; // customer
let dan: User; // driver
let eve: User; // driver
let tripTypeId: number;
let vehicleId: number;
const ids: Record<string, number> = {};

async function trip(key: string, values: { customer: User; driver: User; status: number; at: string; fare?: number; method?: 'Cash' | 'Card' }) {
  const row = await t.db
    .insertInto('trips')
    .values({
      customer_id: values.customer.id,
      driver_id: values.driver.id,
      vehicle_id: vehicleId,
      trip_type_id: tripTypeId,
      status: values.status,
      payment_method: values.method ?? 'Card',
      start_time: new Date(values.at),
      end_time: values.status >= 5 ? new Date(new Date(values.at).getTime() + 12 * 60_000) : null,
      distance_meters: 5000,
      duration_seconds: 720,
      fare: values.fare ?? 8700,
      vehicle_snapshot: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
  await t.db
    .insertInto('trip_places')
    .values([
      { trip_id: row.id, place_order: 1, name: `${key} end`, poi_name: null, formatted_address: `${key} end, Girne`, latitude: 35.34, longitude: 33.32 },
      { trip_id: row.id, place_order: 0, name: `${key} start`, poi_name: 'Bus station', formatted_address: `${key} start, Lefkoşa`, latitude: 35.18, longitude: 33.36 },
    ])
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.db, 'Customer', { email: 'alice@trips.test', first_name: 'Alice', last_name: 'Ak', phone_number: '+90 533 000 00 01', address: 'Lefkoşa' });
  bob = await createUser(t.db, 'Customer');
  dan = await createUser(t.db, 'Driver', { first_name: 'Dan', last_name: 'Demir' });
  eve = await createUser(t.db, 'Driver');
  const type = await t.db
    .insertInto('trip_types')
    .values({
      type_name: 'Trips test',
      description: 'rates of the trips tests',
      number_of_passengers: 4,
      system_percentage: 20,
      base_fare: 2500,
      per_km_fare: 1000,
      per_minute_fare: 100,
      cancellation_surcharge: 50,
      night_surcharge: 20,
      peak_time_surcharge: 10,
      last_modified_date: new Date('2026-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tripTypeId = type.id;
  const vehicle = await t.db
    .insertInto('vehicles')
    .values({ user_id: dan.id, trip_type_id: tripTypeId, brand: 'Toyota', model: 'Corolla', year: 2022, color: 'White', plate: 'TR 101', number_of_seats: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  vehicleId = vehicle.id;
  await t.db.updateTable('app_settings').set({ night_time_from: '22:00', night_time_to: '06:00', last_modified_date: new Date('2026-01-01T00:00:00Z') }).execute();
  // local (UTC+2) day 2026-03-09 = 2026-03-08T22:00Z … 2026-03-09T22:00Z
  await trip('t6', { customer: bob, driver: eve, status: 5, at: '2026-03-08T21:59:00Z' }); // 03-08 23:59 local
  await trip('t1', { customer: alice, driver: dan, status: 5, at: '2026-03-09T21:59:59Z', fare: 10_440 }); // 03-09 23:59:59 local (night)
  await trip('t2', { customer: alice, driver: dan, status: 6, at: '2026-03-09T22:00:00Z', fare: 1250 }); // 03-10 00:00 local
  await trip('t3', { customer: bob, driver: dan, status: 7, at: '2026-03-10T10:00:00Z', fare: 0 });
  await trip('t4', { customer: bob, driver: eve, status: 5, at: '2026-03-11T08:00:00Z' });
  await trip('t7', { customer: alice, driver: eve, status: 5, at: '2026-03-11T08:00:00Z' }); // same start as t4, larger id
  await trip('t5', { customer: alice, driver: eve, status: 3, at: '2026-03-12T08:00:00Z' });
  await t.db.insertInto('payments').values({ trip_id: ids.t1!, user_id: alice.id, amount: 10_440, status: 'succeeded', method: 'Card', provider_payment_id: 'pi_t1', card_brand: 'visa', card_last4: '4242', date_created: new Date('2026-03-09T22:12:00Z') }).execute();
});
afterAll(() => t.close());

const list = (query: string) => t.injectAs('admin', { method: 'GET', url: `/api/trips/GetTrips?${query}` });
const keysOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return res.json().map((row: { tripId: number }) => byId.get(row.tripId));
};
const ALL = ['t5', 't7', 't4', 't3', 't2', 't1', 't6'];

describe('GetTrips', () => {
  it('lists every trip newest first (start time, then id) with its fields and the Pagination header', async () => {
    expect(await keysOf('')).toEqual(ALL);
    const res = await list('pageSize=3');
    expect(JSON.parse(String(res.headers.pagination))).toEqual({ currentPage: 1, itemsPerPage: 3, totalItems: 7, totalPages: 3, totalIsExact: true });
    expect((await list('')).json().find((row: { tripId: number }) => row.tripId === ids.t1)).toEqual({
      tripId: ids.t1,
      startTime: '2026-03-09T21:59:59.000Z',
      endTime: '2026-03-09T22:11:59.000Z',
      startPlace: 't1 start',
      tripStatus: 'Completed',
      fare: 10_440,
    });
  });

  it('pages through the list without gaps or repeats', async () => {
    const pages = [];
    for (const pageNumber of [1, 2, 3]) pages.push(...(await keysOf(`pageSize=3&pageNumber=${pageNumber}`)));
    expect(pages).toEqual(ALL);
    const past = await list('pageSize=3&pageNumber=4');
    expect(past.json()).toEqual([]);
    expect(JSON.parse(String(past.headers.pagination)).totalItems).toBe(7);
    expect(JSON.parse(String((await list('status=5&pageSize=2&pageNumber=2')).headers.pagination))).toEqual({ currentPage: 2, itemsPerPage: 2, totalItems: 4, totalPages: 2, totalIsExact: true });
  });

  it('each filter alone', async () => {
    expect(await keysOf('status=5')).toEqual(['t7', 't4', 't1', 't6']);
    expect(await keysOf('status=6')).toEqual(['t2']);
    expect(await keysOf('status=7')).toEqual(['t3']);
    expect(await keysOf(`userId=${alice.id}`)).toEqual(['t5', 't7', 't2', 't1']); // as the customer
    expect(await keysOf(`userId=${dan.id}`)).toEqual(['t3', 't2', 't1']); // as the driver
    expect(await keysOf(`userId=${t.users.admin.id}`)).toEqual([]);
    expect(await keysOf('startDate=2026-03-11')).toEqual(['t5', 't7', 't4']);
    expect(await keysOf('endDate=2026-03-09')).toEqual(['t1', 't6']);
    expect(await keysOf('startDate=&endDate=&status=&userId=')).toEqual(ALL);
  });

  it('userId reads the trips ridden and the trips driven (two index paths), each trip once, paged and counted', async () => {
    const pages = [];
    for (const pageNumber of [1, 2]) pages.push(...(await keysOf(`userId=${eve.id}&pageSize=2&pageNumber=${pageNumber}`)));
    expect(pages).toEqual(['t5', 't7', 't4', 't6']);
    expect(JSON.parse(String((await list(`userId=${eve.id}&pageSize=2&pageNumber=2`)).headers.pagination)).totalItems).toBe(4);
    // a trip whose customer and driver are the same user (not something the app makes) is listed once
    await trip('self', { customer: eve, driver: eve, status: 5, at: '2026-03-13T08:00:00Z' });
    try {
      expect(await keysOf(`userId=${eve.id}`)).toEqual(['self', 't5', 't7', 't4', 't6']);
      expect(JSON.parse(String((await list(`userId=${eve.id}`)).headers.pagination)).totalItems).toBe(5);
    } finally {
      await t.db.deleteFrom('trip_places').where('trip_id', '=', ids.self!).execute();
      await t.db.deleteFrom('trips').where('id', '=', ids.self!).execute();
    }
  });

  it('filters combined', async () => {
    expect(await keysOf(`userId=${alice.id}&status=5`)).toEqual(['t7', 't1']);
    expect(await keysOf(`userId=${eve.id}&startDate=2026-03-11&endDate=2026-03-11`)).toEqual(['t7', 't4']);
    expect(await keysOf('startDate=2026-03-09&endDate=2026-03-10&status=5')).toEqual(['t1']);
    expect(await keysOf(`startDate=2026-03-09&endDate=2026-03-12&status=5&userId=${bob.id}`)).toEqual(['t4']);
    expect(await keysOf(`userId=${bob.id}&status=6`)).toEqual([]);
  });

  it('dates are whole days on the operator’s clock: 23:59 of the end date is in, 00:00 of the next day is out', async () => {
    // t1 starts 2026-03-09 23:59:59 local (21:59:59Z); t2 at 2026-03-10 00:00 local (22:00Z)
    expect(await keysOf('endDate=2026-03-09')).toContain('t1');
    expect(await keysOf('endDate=2026-03-09')).not.toContain('t2');
    expect(await keysOf('startDate=2026-03-10')).toContain('t2');
    expect(await keysOf('startDate=2026-03-10')).not.toContain('t1');
    expect(await keysOf('startDate=2026-03-09&endDate=2026-03-09')).toEqual(['t1']);
    // t6 at 2026-03-08 23:59 local (21:59Z): the 8th, though its UTC date is the 8th and 2 h before the UTC 9th
    expect(await keysOf('startDate=2026-03-08&endDate=2026-03-08')).toEqual(['t6']);
  });

  it('refuses dates that are not dates, an end before the start, unknown statuses and bad ids (400 naming the field)', async () => {
    const cases: [string, string][] = [
      ['startDate=2026-02-30', 'startDate'],
      ['endDate=yesterday', 'endDate'],
      ['startDate=2026-03-11T00:00:00Z', 'startDate'],
      ['status=4', 'status'],
      ['status=0', 'status'],
      ['status=Completed', 'status'],
      ['userId=0', 'userId'],
      ['userId=abc', 'userId'],
      ['pageNumber=0', 'pageNumber'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
    const range = await list('startDate=2026-03-11&endDate=2026-03-10');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors.endDate).toEqual([DATE_RANGE_MESSAGE]);
  });

  it('exports the filtered trips as CSV, newest first, in English or Turkish', async () => {
    const en = await list(`userId=${alice.id}&format=csv`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/csv/);
    const lines = en.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,Start time (Asia/Famagusta),End time (Asia/Famagusta),Start place,Status,Status code,Fare (TRY),Payment method,Distance (m),Duration (s),Customer id,Driver id');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids.t5, ids.t7, ids.t2, ids.t1]);
    expect(lines[4]).toContain(',t1 start,Completed,5,104.40,Card,5000,720,');
    const tr = await list('status=6&format=csv&lang=tr');
    const trLines = tr.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(trLines[0]).toMatch(/^Kimlik;Başlangıç zamanı \(Asia\/Famagusta\);/);
    expect(trLines[1]).toContain('Müşteri iptal etti');
    expect(trLines).toHaveLength(2);
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/trips/GetTrips' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/trips/GetTrips' })).statusCode).toBe(401);
  });
});

const get = (id: number | string) => t.injectAs('admin', { method: 'GET', url: `/api/trips/GetTrip/${id}` });

describe('GetTrip', () => {
  it('answers every block of SPEC §3: parties, vehicle, payments, places in order with coordinates', async () => {
    const res = await get(ids.t1!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      tripId: ids.t1,
      startTime: '2026-03-09T21:59:59.000Z',
      endTime: '2026-03-09T22:11:59.000Z',
      startPlace: 't1 start',
      tripStatus: 'Completed',
      fare: 10_440,
      distanceMeters: 5000,
      durationSeconds: 720,
      tripTypeId,
      tripType: 'Trips test',
      paymentMethod: 'Card',
      customer: { id: alice.id, firstName: 'Alice', lastName: 'Ak', email: 'alice@trips.test', phoneNumber: '+90 533 000 00 01', address: 'Lefkoşa', deleted: false },
      driver: { id: dan.id, firstName: 'Dan', lastName: 'Demir', deleted: false },
      vehicle: { vehicleId, vehicleBrand: 'Toyota', vehicleModel: 'Corolla', vehicleYear: 2022, vehicleColor: 'White', vehiclePlate: 'TR 101', numberOfSeats: 4 },
      payments: [{ amount: 10_440, dateCreated: '2026-03-09T22:12:00.000Z', currency: 'TRY', status: 'succeeded', paymentMethod: 'Card' }],
    });
    expect(body.tripPlaces).toEqual([
      { order: 0, name: 't1 start', poiName: 'Bus station', formattedAddress: 't1 start, Lefkoşa', latitude: 35.18, longitude: 33.36 },
      { order: 1, name: 't1 end', poiName: null, formattedAddress: 't1 end, Girne', latitude: 35.34, longitude: 33.32 },
    ]);
  });

  it('explains the fare with the one fare function: base, distance, time, night surcharge, shares', async () => {
    // 2500 + 1000 × 5 km + 100 × 12 min = 8700; starts 23:59 local, inside the night window 22:00–06:00: + 20 % = 10440
    expect((await get(ids.t1!)).json().fareExplained).toEqual({
      timeZone: 'Asia/Famagusta',
      localStartTime: '23:59',
      distanceKm: 5,
      durationMinutes: 12,
      baseFare: 2500,
      perKmFare: 1000,
      perMinuteFare: 100,
      distanceFare: 5000,
      timeFare: 1200,
      subtotal: 8700,
      night: true,
      peak: false,
      nightSurchargePercent: 20,
      peakTimeSurchargePercent: 10,
      surchargePercent: 20,
      surchargeAmount: 1740,
      cancelled: false,
      cancellationSurchargePercent: 50,
      free: false,
      total: 10_440,
      storedFare: 10_440,
      matchesStoredFare: true,
      systemPercentage: 20,
      companyShare: 2088,
      driverShare: 8352,
      ratesChangedSinceTrip: false,
      settingsChangedSinceTrip: false,
    });
    // cancelled by the customer: 50 % of the base fare; by the driver: nothing
    expect((await get(ids.t2!)).json().fareExplained).toMatchObject({ cancelled: true, free: false, total: 1250, matchesStoredFare: true, surchargePercent: 0 });
    expect((await get(ids.t3!)).json().fareExplained).toMatchObject({ cancelled: false, free: true, total: 0, matchesStoredFare: true, companyShare: 0, driverShare: 0 });
    // t4 starts 10:00 local, outside night and peak: 8700, as stored
    expect((await get(ids.t4!)).json().fareExplained).toMatchObject({ night: false, peak: false, total: 8700, matchesStoredFare: true });
  });

  it('says when the rates changed after the trip, and when the result differs from the stored fare', async () => {
    const other = await t.db
      .insertInto('trip_types')
      .values({ type_name: 'Changed later', description: 'x', number_of_passengers: 4, system_percentage: 10, base_fare: 3000, per_km_fare: 1000, per_minute_fare: 100, cancellation_surcharge: 0, night_surcharge: 0, peak_time_surcharge: 0, last_modified_date: new Date('2026-04-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('trips')
      .values({ customer_id: bob.id, driver_id: eve.id, trip_type_id: other.id, status: 5, payment_method: 'Cash', start_time: new Date('2026-03-20T08:00:00Z'), end_time: new Date('2026-03-20T08:12:00Z'), distance_meters: 5000, duration_seconds: 720, fare: 8700 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (await get(row.id)).json();
    expect(body.fareExplained).toMatchObject({ total: 9200, storedFare: 8700, matchesStoredFare: false, ratesChangedSinceTrip: true, companyShare: 870, driverShare: 7830 });
    // a trip without places or vehicle still opens
    expect(body.tripPlaces).toEqual([]);
    expect(body.startPlace).toBe('');
    expect(body.vehicle).toBeNull();
    await t.db.deleteFrom('trips').where('id', '=', row.id).execute();
  });

  it('shows a deleted customer as deleted and keeps the vehicle as it was on the trip', async () => {
    const carol = await createUser(t.db, 'Customer', { first_name: 'Carol' });
    const row = await t.db
      .insertInto('trips')
      .values({
        customer_id: carol.id, driver_id: dan.id, vehicle_id: null, trip_type_id: tripTypeId, status: 7, payment_method: 'Cash',
        start_time: new Date('2026-03-21T08:00:00Z'), end_time: new Date('2026-03-21T08:01:00Z'),
        vehicle_snapshot: JSON.stringify({ vehicleId: 999, vehicleBrand: 'Fiat', vehicleModel: 'Egea', vehicleYear: 2019, vehicleColor: 'Grey', vehiclePlate: 'GONE 1', numberOfSeats: 4 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/users/DeleteUser/${carol.id}` })).statusCode).toBe(204);
    const body = (await get(row.id)).json();
    expect(body.customer).toMatchObject({ id: carol.id, firstName: 'Deleted', lastName: 'user', email: null, deleted: true });
    expect(body.vehicle).toEqual({ vehicleId: null, vehicleBrand: 'Fiat', vehicleModel: 'Egea', vehicleYear: 2019, vehicleColor: 'Grey', vehiclePlate: 'GONE 1', numberOfSeats: 4 });
    await t.db.deleteFrom('trips').where('id', '=', row.id).execute();
  });

  it('404 for an unknown trip, 400 for a malformed id', async () => {
    const missing = await get(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Trip not found');
    for (const bad of ['abc', '0', '-1', '1.5', '01', '99999999999']) expect((await get(bad)).statusCode, bad).toBe(400);
  });
});
