import type { FastifyInstance } from 'fastify';
import { isApiRoute, type RouteEntry } from '../../../src/plugins/route-table';

/** Who may call a route: anyone, anyone signed in, a signed-in Admin, or a signed-in Driver (DESIGN.md §4). */
export type Guard = 'open' | 'signed-in' | 'admin' | 'driver' | 'customer';

/**
 * Every API route of the server by "METHOD path" (Fastify's `:param` syntax), with its guard.
 * The authorisation matrix and the fuzzer read the server's own route table: a route that is
 * missing here fails them, so a new route cannot ship without saying who may call it. The SPEC.md
 * §7 routes still to come are listed already (all of them back-office, Admin only).
 */
export const ROUTE_GUARDS: Record<string, Guard> = {
  'GET /api/health': 'open',
  'POST /api/auth/Login': 'open',
  'POST /api/auth/register': 'open',
  'GET /api/auth/demo': 'open',
  'POST /api/auth/Logout': 'signed-in',

  'GET /api/Dashboard/GetSummary': 'admin',
  'GET /api/Dashboard/GetConnectedDriversDetails': 'admin',
  'GET /api/Dashboard/GetLiveDrivers': 'admin',
  'POST /api/Dashboard/GetDriverCards': 'admin',
  'GET /api/Dashboard/GetCurrentDriverPreTrip/:driverId': 'admin',
  'GET /api/users/GetUsers': 'admin',
  'GET /api/users/GetUserDeatils/:id': 'admin',
  'PATCH /api/users/UpdateUserVerificationStatus/:id': 'admin',
  'POST /api/users/CreateUser/': 'admin',
  'POST /api/users/CreateUser': 'admin',
  'DELETE /api/users/DeleteUser/:id': 'admin',
  'PATCH /api/documents/UpdateDocumentStatus/:documentId': 'admin',
  'GET /api/vehicles/GetVehicles': 'admin',
  'GET /api/vehicles/GetVehicle/:id': 'admin',
  'PATCH /api/vehicles/UpdateVehicleVerificationStatus/:vehicleId': 'admin',
  'GET /api/bankTransfers/GetBankTransfers': 'admin',
  'GET /api/bankTransfers/GetBankTransfer/:id': 'admin',
  'PATCH /api/bankTransfers/UpdateBankTransferStatus/:id': 'admin',
  'GET /api/bankTransfers/GetBankTransfersViewModel/': 'admin',
  'GET /api/bankTransfers/GetBankTransfersViewModel': 'admin',
  'GET /api/TripType/GetTripTypes': 'admin',
  'GET /api/TripType/GetTripTypeOptions': 'admin',
  'GET /api/TripType/GetTripType/:id': 'admin',
  'POST /api/TripType/CreateTripType': 'admin',
  'PUT /api/TripType/UpdateTripType/:id': 'admin',
  'GET /api/AppSettings/GetAppSettings': 'admin',
  'PUT /api/AppSettings/UpdateAppSettings': 'admin',
  'GET /api/trips/GetTrips': 'admin',
  'GET /api/trips/GetTrip/:id': 'admin',
  'GET /api/Payments/GetPayments': 'admin',
  'GET /api/map/config': 'admin',

  'GET /api/driver/profile': 'driver',
  'POST /api/driver/position': 'driver',
  'POST /api/driver/presence': 'driver',
  'POST /api/driver/payouts': 'driver',
  'GET /api/driver/trips/open': 'driver',
  'GET /api/driver/trips/current': 'driver',
  'POST /api/driver/trips/:id/accept': 'driver',
  'POST /api/driver/trips/:id/arrive': 'driver',
  'POST /api/driver/trips/:id/start': 'driver',
  'POST /api/driver/trips/:id/complete': 'driver',
  'POST /api/driver/trips/:id/cancel': 'driver',
  'POST /api/customer/trips': 'customer',
  'GET /api/live': 'admin',
  'GET /api/driver/live': 'driver',
};

/** The test user the suite calls a route as: one its guard lets through (null: no token). */
export const CALLER: Record<Guard, 'admin' | 'driver' | 'customer' | null> = { open: null, 'signed-in': 'customer', admin: 'admin', driver: 'driver', customer: 'customer' };

export interface GuardedRoute extends RouteEntry {
  key: string;
  guard: Guard;
}

/**
 * The API routes the app registered, each with its guard. Throws, naming them, when a route has no
 * entry in ROUTE_GUARDS: add it there with the guard it must have.
 */
export function guardedRoutes(app: FastifyInstance): GuardedRoute[] {
  const api = app.routeTable.filter((route) => isApiRoute(route.url));
  const missing = api.map((route) => `${route.method} ${route.url}`).filter((key) => !(key in ROUTE_GUARDS));
  if (missing.length) {
    throw new Error(`Routes missing from ROUTE_GUARDS (apps/server/test/security/support/route-expectations.ts): ${missing.join(', ')}`);
  }
  return api.map((route) => {
    const key = `${route.method} ${route.url}`;
    return { ...route, key, guard: ROUTE_GUARDS[key]! };
  });
}

/** The route's path with every `:param` replaced (a plain valid id unless told otherwise). */
export const fillPath = (url: string, value: (name: string) => string = () => '1') => url.replace(/:(\w+)/g, (_match, name: string) => value(name));
