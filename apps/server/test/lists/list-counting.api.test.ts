import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pagePlan } from '../../src/db/list-page';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

/**
 * The counting strategy of every list (docs/performance-lists.md): exact up to LIST_COUNT_CAP,
 * the planner's estimate beyond it, and the Pagination header says which (`totalIsExact`). Pages in
 * the second half are read from the end and come back in the list's order. The cap is lowered to a
 * few rows here so a small table crosses it.
 */
let t: TestApp;
/** The 9 customers (8 here + the helper's own), newest first, as page 1 of a big page shows them. */
let newestFirst: number[];

interface Pagination {
  currentPage: number;
  itemsPerPage: number;
  totalItems: number;
  totalPages: number;
  totalIsExact?: boolean;
}

async function customersPage(query: string) {
  const response = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUsers?Role=Customer&${query}` });
  expect(response.statusCode).toBe(200);
  return { ids: (response.json() as { id: number }[]).map((user) => user.id), pagination: JSON.parse(String(response.headers.pagination)) as Pagination };
}

beforeAll(async () => {
  t = await buildTestApp();
  for (let day = 1; day <= 8; day++) {
    await createUser(t.db, 'Customer', { first_name: day <= 3 ? 'Zeynep' : 'Ali', registration_date: new Date(`2026-01-0${day}T10:00:00Z`) });
  }
  newestFirst = (await customersPage('pageSize=50')).ids;
  expect(newestFirst).toHaveLength(9);
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.LIST_COUNT_CAP;
});

describe('list totals', () => {
  it('counts exactly up to the cap and says so', async () => {
    process.env.LIST_COUNT_CAP = '9';
    const { pagination } = await customersPage('pageSize=2');
    expect(pagination).toEqual({ currentPage: 1, itemsPerPage: 2, totalItems: 9, totalPages: 5, totalIsExact: true });
  });

  it('estimates beyond the cap, never below cap + 1, and says it is not exact', async () => {
    process.env.LIST_COUNT_CAP = '5';
    const { ids, pagination } = await customersPage('pageSize=2');
    expect(ids).toEqual(newestFirst.slice(0, 2));
    expect(pagination.totalIsExact).toBe(false);
    expect(pagination.totalItems).toBeGreaterThanOrEqual(6);
    expect(pagination.totalPages).toBe(Math.ceil(pagination.totalItems / 2));
  });

  it('counts a filtered list exactly when the filter leaves no more than the cap', async () => {
    process.env.LIST_COUNT_CAP = '5';
    const { ids, pagination } = await customersPage('pageSize=2&search=Zeynep');
    expect(pagination).toMatchObject({ totalItems: 3, totalPages: 2, totalIsExact: true });
    expect(ids).toHaveLength(2);
  });

  it('serves the later pages of an exact total from the end, in the list order', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => customersPage(`pageSize=2&pageNumber=${page}`)));
    expect(pages.flatMap((page) => page.ids)).toEqual(newestFirst);
    expect(pages[4]?.ids).toEqual(newestFirst.slice(8));
    expect((await customersPage('pageSize=2&pageNumber=6')).ids).toEqual([]);
  });

  it("serves the last page of an estimated total as the list's last rows", async () => {
    process.env.LIST_COUNT_CAP = '5';
    const { pagination } = await customersPage('pageSize=2');
    const last = await customersPage(`pageSize=2&pageNumber=${pagination.totalPages}`);
    expect(last.ids).toEqual(newestFirst.slice(-2));
  });

  it('applies to every list (the header of trips, vehicles, payments and transfers says it too)', async () => {
    for (const url of ['/api/trips/GetTrips', '/api/vehicles/GetVehicles', '/api/Payments/GetPayments', '/api/bankTransfers/GetBankTransfers']) {
      const response = await t.injectAs('admin', { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(JSON.parse(String(response.headers.pagination)), url).toMatchObject({ totalItems: 0, totalPages: 0, totalIsExact: true });
    }
  });
});

describe('pagePlan', () => {
  const exact = (totalItems: number) => ({ totalItems, totalIsExact: true });
  it('reads the first half from the start and the second half from the end', () => {
    expect(pagePlan({ limit: 10, offset: 0 }, exact(95))).toEqual({ limit: 10, offset: 0, fromEnd: false });
    expect(pagePlan({ limit: 10, offset: 40 }, exact(95))).toEqual({ limit: 10, offset: 40, fromEnd: false });
    expect(pagePlan({ limit: 10, offset: 50 }, exact(95))).toEqual({ limit: 10, offset: 35, fromEnd: true });
    expect(pagePlan({ limit: 10, offset: 90 }, exact(95))).toEqual({ limit: 5, offset: 0, fromEnd: true });
    expect(pagePlan({ limit: 10, offset: 100 }, exact(95))).toEqual({ limit: 10, offset: 100, fromEnd: false });
  });
  it('reads the last page of an estimate as the last rows', () => {
    const estimate = { totalItems: 880_000, totalIsExact: false };
    expect(pagePlan({ limit: 10, offset: 879_990 }, estimate)).toEqual({ limit: 10, offset: 0, fromEnd: true });
    expect(pagePlan({ limit: 10, offset: 20 }, estimate)).toEqual({ limit: 10, offset: 20, fromEnd: false });
  });
});
