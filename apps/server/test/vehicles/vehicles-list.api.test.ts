import type { PaginationInfo, VehicleListItem } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { addVehicle, createTripType } from './vehicle-records';

/**
 * GET /api/vehicles/GetVehicles (SPEC.md §2.6, §7): each filter alone and combined, paging, CSV,
 * bad input. The fixture: two trip types, three drivers, seven vehicles.
 */
let t: TestApp;
let standard: number;
let van: number;
let ayse: UserRow;
let mehmet: UserRow;
let zeynep: UserRow;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  standard = (await createTripType(t.db)).id;
  van = (await createTripType(t.db)).id;
  ayse = await createUser(t.db, 'Driver', { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse.yilmaz@fleet.test' });
  mehmet = await createUser(t.db, 'Driver', { first_name: 'Mehmet', last_name: 'Demir', email: 'mehmet@fleet.test' });
  zeynep = await createUser(t.db, 'Driver', { first_name: 'Zeynep', last_name: 'Kaya', email: 'zk@other.test' });
  const seeds: [string, UserRow, number][] = [
    ['a1', ayse, standard],
    ['a2', ayse, van],
    ['m1', mehmet, standard],
    ['m2', mehmet, standard],
    ['m3', mehmet, van],
    ['z1', zeynep, van],
    ['z2', zeynep, standard],
  ];
  for (const [key, owner, tripTypeId] of seeds) ids[key] = (await addVehicle(t.db, owner, { tripTypeId, brand: `Brand ${key}` })).id;
});
afterAll(() => t.close());

const list = (query: string) => t.injectAs('admin', { method: 'GET', url: `/api/vehicles/GetVehicles${query}` });
async function idsOf(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VehicleListItem[]>().map((vehicle) => vehicle.vehicleId);
}
const expected = (...keys: string[]) => keys.map((key) => ids[key]!).sort((a, b) => b - a);

describe(`GET /api/vehicles/GetVehicles on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lists every vehicle newest first with its trip type and owner, and the Pagination header', async () => {
    const res = await list('?pageNumber=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const rows = res.json<VehicleListItem[]>();
    expect(rows.map((row) => row.vehicleId)).toEqual(expected('a1', 'a2', 'm1', 'm2', 'm3', 'z1', 'z2'));
    const a2 = rows.find((row) => row.vehicleId === ids.a2)!;
    expect(a2).toMatchObject({ tripTypeId: van, vehicleBrand: 'Brand a2', vehicleModel: 'Corolla', vehicleYear: 2020, vehicleColor: 'White', numberOfSeats: 4, verificationStatus: 0 });
    expect(a2.user).toEqual({ id: ayse.id, firstName: 'Ayşe', lastName: 'Yılmaz' });
    expect(a2.tripType).toMatch(/^Records /);
    expect(JSON.parse(res.headers.pagination as string)).toEqual<PaginationInfo>({ currentPage: 1, itemsPerPage: 10, totalItems: 7, totalPages: 1, totalIsExact: true });
  });

  it('pages: page 2 of size 3 holds the 4th to 6th, the last page the rest', async () => {
    const all = expected('a1', 'a2', 'm1', 'm2', 'm3', 'z1', 'z2');
    const page2 = await list('?pageNumber=2&pageSize=3');
    expect(page2.json<VehicleListItem[]>().map((row) => row.vehicleId)).toEqual(all.slice(3, 6));
    expect(JSON.parse(page2.headers.pagination as string)).toEqual({ currentPage: 2, itemsPerPage: 3, totalItems: 7, totalPages: 3, totalIsExact: true });
    expect(await idsOf('?pageNumber=3&pageSize=3')).toEqual(all.slice(6));
    expect(await idsOf('?pageNumber=9&pageSize=3')).toEqual([]);
  });

  it('filters by trip type alone', async () => {
    expect(await idsOf(`?tripType=${van}`)).toEqual(expected('a2', 'm3', 'z1'));
    expect(await idsOf(`?tripType=${standard}`)).toEqual(expected('a1', 'm1', 'm2', 'z2'));
  });

  it('filters by owner id alone', async () => {
    expect(await idsOf(`?userId=${mehmet.id}`)).toEqual(expected('m1', 'm2', 'm3'));
    expect(await idsOf(`?userId=${t.users.customer.id}`)).toEqual([]);
  });

  it("filters by the owner's name, full name, e-mail or pretty id (user), ignoring case", async () => {
    expect(await idsOf('?user=ayşe')).toEqual(expected('a1', 'a2'));
    expect(await idsOf('?user=DEMIR')).toEqual(expected('m1', 'm2', 'm3'));
    expect(await idsOf(`?user=${encodeURIComponent('zeynep kaya')}`)).toEqual(expected('z1', 'z2'));
    expect(await idsOf('?user=fleet.test')).toEqual(expected('a1', 'a2', 'm1', 'm2', 'm3'));
    expect(await idsOf(`?user=DRV-${String(zeynep.id).padStart(6, '0')}`)).toEqual(expected('z1', 'z2'));
    expect(await idsOf(`?user=drv-${mehmet.id}`)).toEqual(expected('m1', 'm2', 'm3'));
    expect(await idsOf('?user=%25')).toEqual([]);
    expect(await idsOf('?user=nobody')).toEqual([]);
  });

  it('combines the filters (AND), and the total follows them', async () => {
    expect(await idsOf(`?tripType=${standard}&userId=${mehmet.id}`)).toEqual(expected('m1', 'm2'));
    expect(await idsOf(`?tripType=${van}&user=fleet`)).toEqual(expected('a2', 'm3'));
    expect(await idsOf(`?userId=${zeynep.id}&user=ayse.yilmaz`)).toEqual([]);
    const all3 = await list(`?tripType=${standard}&userId=${mehmet.id}&user=mehmet&pageSize=1&pageNumber=2`);
    expect(all3.json<VehicleListItem[]>().map((row) => row.vehicleId)).toEqual(expected('m1'));
    expect(JSON.parse(all3.headers.pagination as string)).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 2 });
  });

  it('gives an empty list for a trip type or owner that does not exist, 400 naming a malformed one', async () => {
    const unknown = await list('?tripType=987654');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
    expect(JSON.parse(unknown.headers.pagination as string)).toMatchObject({ totalItems: 0 });
    expect(await idsOf('?userId=987654')).toEqual([]);
    for (const [query, field] of [
      ['?tripType=abc', 'tripType'],
      ['?tripType=0', 'tripType'],
      ['?tripType=-1', 'tripType'],
      ['?tripType=1.5', 'tripType'],
      ['?tripType=99999999999', 'tripType'],
      ['?userId=x', 'userId'],
      [`?user=${'a'.repeat(101)}`, 'user'],
      ['?pageSize=0', 'pageSize'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string; errors: Record<string, string[]> }>().errors, query).toHaveProperty(field);
    }
  });

  it('exports the filtered vehicles as CSV in English and Turkish, without paging', async () => {
    const res = await list(`?tripType=${standard}&format=csv&pageSize=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vehicles.csv"');
    expect(res.headers.pagination).toBeUndefined();
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Id,Trip type,Brand,Model,Year,Colour,User,User id,Plate number,Verification');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(expected('a1', 'm1', 'm2', 'z2'));
    expect(lines.find((line) => line.startsWith(`${ids.m1},`))).toContain(`,Mehmet Demir,${mehmet.id},`);
    const tr = await list(`?user=ayşe&format=csv&lang=tr`);
    const trLines = tr.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(trLines[0]).toBe('Kimlik;Yolculuk tipi;Marka;Model;Yıl;Renk;Kullanıcı;Kullanıcı kimliği;Plaka;Doğrulama');
    expect(trLines.slice(1).map((line) => Number(line.split(';')[0]))).toEqual(expected('a1', 'a2'));
    expect(trLines[1]).toMatch(/;Bekliyor$/);
  });

  it('is for admins only', async () => {
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/vehicles/GetVehicles' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles/GetVehicles' })).statusCode).toBe(401);
  });
});
