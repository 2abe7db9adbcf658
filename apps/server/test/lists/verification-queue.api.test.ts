import type { DashboardSummary, PaginationInfo, UserListItem, VehicleListItem } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { keysetBatches } from '../../src/plugins/csv-export';
import { listUsersAfter } from '../../src/modules/users/users.repository';
import { listVehiclesAfter } from '../../src/modules/vehicles/vehicles.repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { addVehicle, createTripType } from '../vehicles/vehicle-records';

/**
 * The verification queue (issue 22): `verificationStatus` and `sort` on GET /api/users/GetUsers and
 * GET /api/vehicles/GetVehicles, on the page, across pages, in the CSV export's keyset batches, and
 * the 400 of a bad value. Five drivers: two share a surname, two share a registration instant.
 */
let t: TestApp;
const drivers: Record<string, UserRow> = {};
const vehicles: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 30, 0, 123));

beforeAll(async () => {
  t = await buildTestApp();
  const seeds: [string, string, string, number, Date][] = [
    ['ceylan', 'Deniz', 'Ceylan', 0, day(1)],
    ['baykalZ', 'Zehra', 'Baykal', 1, day(3)],
    ['arslan', 'Ali', 'Arslan', 0, day(5)],
    ['baykalA', 'Ahmet', 'Baykal', 2, day(5)],
    ['dogan', 'Ece', 'Dogan', 0, day(7)],
  ];
  for (const [key, first_name, last_name, verification_status, registration_date] of seeds) {
    drivers[key] = await createUser(t.db, 'Driver', { first_name, last_name, verification_status, registration_date, email: `${key}@queue.test` });
  }
  // a deleted driver keeps their row (docs/users.md): in no list, so in no count of the queue
  await createUser(t.db, 'Driver', { first_name: 'Gone', last_name: 'Away', verification_status: 0, deleted_at: new Date(), email: 'gone@queue.test' });
  const tripType = (await createTripType(t.db)).id;
  for (const [key, owner, verification_status] of [['v1', 'ceylan', 0], ['v2', 'arslan', 1], ['v3', 'dogan', 0], ['v4', 'baykalZ', 2]] as const) {
    vehicles[key] = (await addVehicle(t.db, drivers[owner]!, { tripTypeId: tripType, verification_status })).id;
  }
});
afterAll(() => t.close());

const mine = (ids: number[]) => {
  const keyOf = new Map(Object.entries(drivers).map(([key, user]) => [user.id, key]));
  return ids.filter((id) => keyOf.has(id)).map((id) => keyOf.get(id)!);
};
async function driverKeys(query: string) {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUsers?Role=Driver&pageSize=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return mine(res.json<UserListItem[]>().map((user) => user.id));
}
const vehicleKeyOf = (id: number) => Object.entries(vehicles).find(([, vehicleId]) => vehicleId === id)?.[0];
async function vehicleKeys(query: string) {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/vehicles/GetVehicles?pageSize=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VehicleListItem[]>().map((vehicle) => vehicleKeyOf(vehicle.vehicleId)).filter(Boolean);
}

describe(`the verification queue on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('GetUsers keeps one verification status; the CSV export keeps it too', async () => {
    expect(await driverKeys('&verificationStatus=0')).toEqual(['dogan', 'arslan', 'ceylan']);
    expect(await driverKeys('&verificationStatus=1')).toEqual(['baykalZ']);
    expect(await driverKeys('&verificationStatus=2')).toEqual(['baykalA']);
    expect(await driverKeys('&verificationStatus=')).toHaveLength(5);
    const csv = await t.injectAs('admin', { method: 'GET', url: '/api/users/GetUsers?Role=Driver&format=csv&verificationStatus=2' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('baykalA@queue.test');
  });

  it('GetUsers sorts by name, created and status, each both ways (ties broken by the id)', async () => {
    expect(await driverKeys('&sort=name')).toEqual(['arslan', 'baykalA', 'baykalZ', 'ceylan', 'dogan']);
    expect(await driverKeys('&sort=-name')).toEqual(['dogan', 'ceylan', 'baykalZ', 'baykalA', 'arslan']);
    expect(await driverKeys('&sort=created')).toEqual(['ceylan', 'baykalZ', 'arslan', 'baykalA', 'dogan']);
    expect(await driverKeys('&sort=-created')).toEqual(['dogan', 'baykalA', 'arslan', 'baykalZ', 'ceylan']);
    expect(await driverKeys('')).toEqual(await driverKeys('&sort=-created'));
    // status ascending: the queue, the longest waiting first
    expect(await driverKeys('&sort=status')).toEqual(['ceylan', 'arslan', 'dogan', 'baykalZ', 'baykalA']);
    expect(await driverKeys('&sort=-status')).toEqual(['baykalA', 'baykalZ', 'dogan', 'arslan', 'ceylan']);
    expect(await driverKeys('&verificationStatus=0&sort=name')).toEqual(['arslan', 'ceylan', 'dogan']);
  });

  it('a sorted, filtered list pages through every match once, the last page read from the end too', async () => {
    // the app's own test driver is pending too: four matches, pages of three, page 2 read from the end
    const pages: number[] = [];
    for (const pageNumber of [1, 2]) {
      const res = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUsers?Role=Driver&verificationStatus=0&sort=name&pageSize=3&pageNumber=${pageNumber}` });
      expect(res.statusCode).toBe(200);
      pages.push(...res.json<UserListItem[]>().map((user) => user.id));
      expect(JSON.parse(String(res.headers.pagination))).toMatchObject<Partial<PaginationInfo>>({ totalItems: 4, totalPages: 2 });
    }
    expect(new Set(pages).size).toBe(4);
    expect(mine(pages)).toEqual(['arslan', 'ceylan', 'dogan']);
  });

  it.each(['name', '-name', 'created', '-created', 'status', '-status'] as const)(
    "the CSV export's keyset batches follow sort=%s (batches of 2, ties at a batch edge)",
    async (sort) => {
      const [key, direction] = sort.startsWith('-') ? [sort.slice(1), 'desc'] : [sort, 'asc'];
      const filter = { role: 'Driver' as const, sort: { key: key as 'name', direction: direction as 'asc' } };
      const rows: number[] = [];
      for await (const batch of keysetBatches<UserRow & { keyset: string[] }>((after, limit) => listUsersAfter(t.db, filter, after, limit), 2)) rows.push(...batch.map((row) => row.id));
      expect(mine(rows)).toEqual(await driverKeys(`&sort=${sort}`));
    },
  );

  it('a bad sort or status is 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['&sort=balance', 'sort'],
      ['&sort=name;drop', 'sort'],
      ['&sort=--name', 'sort'],
      ['&verificationStatus=3', 'verificationStatus'],
      ['&verificationStatus=pending', 'verificationStatus'],
    ]) {
      const res = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUsers?Role=Driver${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors), query).toEqual([field]);
    }
    const vehicles = await t.injectAs('admin', { method: 'GET', url: '/api/vehicles/GetVehicles?sort=name&verificationStatus=-1' });
    expect(vehicles.statusCode).toBe(400);
    expect(Object.keys(vehicles.json<{ errors: object }>().errors).sort()).toEqual(['sort', 'verificationStatus']);
  });

  it("the dashboard's pending counts are the queues' totals, deleted users left out", async () => {
    const total = async (url: string) => JSON.parse(String((await t.injectAs('admin', { method: 'GET', url })).headers.pagination)).totalItems as number;
    const summary = (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' })).json<DashboardSummary>();
    const by = {
      drivers: await total('/api/users/GetUsers?Role=Driver&verificationStatus=0'),
      customers: await total('/api/users/GetUsers?Role=Customer&verificationStatus=0'),
      vehicles: await total('/api/vehicles/GetVehicles?verificationStatus=0'),
    };
    expect(summary.pendingVerificationsBy).toEqual(by);
    expect(summary.pendingVerifications).toBe(by.drivers + by.customers + by.vehicles);
  });

  it('the OpenAPI document names the new query parameters and their values', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get: { parameters: { name: string; schema: unknown }[] } }> }>();
    for (const [path, sorts] of [['/api/users/GetUsers', ['name', '-name', 'created', '-created', 'status', '-status']], ['/api/vehicles/GetVehicles', ['created', '-created', 'status', '-status']]] as const) {
      const parameters = doc.paths[path]!.get.parameters;
      expect(JSON.stringify(parameters.find((parameter) => parameter.name === 'sort')?.schema), path).toContain(JSON.stringify(sorts));
      expect(JSON.stringify(parameters.find((parameter) => parameter.name === 'verificationStatus')?.schema), path).toContain('["0","1","2"]');
    }
  });

  it('GetVehicles keeps one verification status and sorts by created and status, the CSV export too', async () => {
    expect(await vehicleKeys('&verificationStatus=0')).toEqual(['v3', 'v1']);
    expect(await vehicleKeys('&sort=created')).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(await vehicleKeys('&sort=status')).toEqual(['v1', 'v3', 'v2', 'v4']);
    expect(await vehicleKeys('&sort=-status')).toEqual(['v4', 'v2', 'v3', 'v1']);
    const rows: number[] = [];
    const filter = { sort: { key: 'status' as const, direction: 'asc' as const } };
    for await (const batch of keysetBatches<{ id: number; keyset: string[] }>((after, limit) => listVehiclesAfter(t.db, filter, after, limit), 1)) rows.push(...batch.map((row) => row.id));
    expect(rows.map(vehicleKeyOf).filter(Boolean)).toEqual(['v1', 'v3', 'v2', 'v4']);
    const csv = await t.injectAs('admin', { method: 'GET', url: '/api/vehicles/GetVehicles?format=csv&verificationStatus=2' });
    expect(csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toHaveLength(2);
  });
});
