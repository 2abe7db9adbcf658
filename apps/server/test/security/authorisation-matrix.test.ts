import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, can, type Permission } from '@taxi/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { errorBodyProblem } from './support/error-body';
import { IDENTITIES, expectedFor, identityHeaders } from './support/identities';
import { MATRIX_DOC, matrixDocument } from './support/matrix-document';
import { fillPath, guardedRoutes, isPermissionGuard } from './support/route-expectations';

/**
 * Issue 7: every API route of the server's own route table × every kind of caller → the status
 * its guard must give. A route missing from ROUTE_GUARDS fails here with its name.
 */
describe('authorisation matrix', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('knows the guard of every API route the server registered', () => {
    const routes = guardedRoutes(t.app);
    // the table is really the server's: the routes of each guard are in it
    expect(routes.map((route) => route.key)).toEqual(expect.arrayContaining(['POST /api/auth/Login', 'GET /api/TripType/GetTripTypes', 'POST /api/driver/position']));
  });

  it('finds on every back-office route the permission this table expects, declared by the route itself (issue 24)', () => {
    const wrong = guardedRoutes(t.app)
      .filter((route) => (isPermissionGuard(route.guard) ? route.permission !== route.guard : route.permission !== undefined))
      .map((route) => `${route.key}: declares ${route.permission ?? 'nothing'}, expected ${route.guard}`);
    expect(wrong).toEqual([]);
  });

  it('answers each list export (format=csv) by its export permission, every staff role', async () => {
    const exports = guardedRoutes(t.app).filter((route) => route.exportPermission);
    // every list of the one list pattern declares its export
    expect(exports.map((route) => route.key)).toEqual(expect.arrayContaining(['GET /api/users/GetUsers', 'GET /api/trips/GetTrips', 'GET /api/bankTransfers/GetBankTransfers']));
    const headers = await identityHeaders(t);
    const wrong: string[] = [];
    for (const route of exports) {
      for (const role of STAFF_ROLES) {
        const response = await t.app.inject({ method: 'GET', url: `${fillPath(route.url)}?format=csv${route.url.includes('GetUsers') ? '&Role=Driver' : ''}`, headers: { authorization: headers[role] } });
        const allowed = can(role, route.guard as Permission) && can(role, route.exportPermission as Permission);
        const ok = allowed ? response.statusCode === 200 : response.statusCode === 403;
        if (!ok) wrong.push(`${route.key} format=csv as ${role}: ${response.statusCode}, expected ${allowed ? 200 : 403} (${response.body.slice(0, 120)})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every route × identity as its guard says: 401, 403, or the route itself (never 5xx)', async () => {
    const routes = guardedRoutes(t.app);
    const wrong: string[] = [];
    const observed = new Map<string, Map<string, string>>();
    let cells = 0;
    for (const route of routes) {
      const headers = await identityHeaders(t);
      for (const identity of IDENTITIES) {
        const authorization = headers[identity];
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url),
          headers: authorization ? { authorization } : {},
        });
        cells += 1;
        const expected = expectedFor(route.guard, identity);
        const status = response.statusCode;
        // A driver route's own go-online rule (403 driver.not_allowed_online: the matrix's driver is not
        // approved) is the route answering, past its guard (issue 21 item 8: the open trips follow it).
        const routeRule = status === 403 && response.json<{ code?: string }>().code === 'driver.not_allowed_online';
        const ok = expected === 'pass' ? status < 500 && status !== 401 && (status !== 403 || routeRule) : status === expected;
        observed.set(route.key, (observed.get(route.key) ?? new Map<string, string>()).set(identity, ok && expected === 'pass' ? '✓' : String(status)));
        if (!ok) wrong.push(`${route.key} as ${identity}: ${status}, expected ${expected} (${response.body.slice(0, 120)})`);
        else if (status >= 400 && errorBodyProblem(response)) wrong.push(`${route.key} as ${identity}: ${errorBodyProblem(response)}`);
      }
    }
    console.log(`authorisation matrix: ${routes.length} routes × ${IDENTITIES.length} identities = ${cells} requests`);
    expect(wrong).toEqual([]);
    // The matrix as observed, kept in the docs: a change of any route's access shows in review.
    const generated = matrixDocument(routes, observed);
    if (process.env.UPDATE_MATRIX === '1') writeFileSync(MATRIX_DOC, generated);
    expect(readFileSync(MATRIX_DOC, 'utf8'), 'docs/authorisation-matrix.md is stale: run UPDATE_MATRIX=1 npx vitest run --project server apps/server/test/security/authorisation-matrix.test.ts').toBe(generated);
  });
});
