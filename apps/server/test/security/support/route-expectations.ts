import type { FastifyInstance } from 'fastify';
import type { Permission } from '@taxi/contract';
import { isApiRoute, type RouteEntry } from '../../../src/plugins/route-table';

/**
 * Who may call a route: anyone, anyone signed in, a signed-in Driver or Customer (DESIGN.md §4),
 * or a staff member whose role has the permission named (issue 24, the contract's ROLE_PERMISSIONS).
 */
export type Guard = 'open' | 'signed-in' | 'driver' | 'customer' | Permission;

/**
 * Every API route of the server by "METHOD path" (Fastify's `:param` syntax), with its guard.
 * The authorisation matrix and the fuzzer read the server's own route table: a route that is
 * missing here fails them, so a new route cannot ship without saying who may call it. A back-office
 * route's entry is the permission it needs, written here apart from the route's own declaration
 * (`config.permission`), which the matrix checks against it.
 */
export const ROUTE_GUARDS: Record<string, Guard> = {
  'GET /api/health': 'open',
  'POST /api/auth/Login': 'open',
  'POST /api/auth/register': 'open',
  'GET /api/auth/demo': 'open',
  'POST /api/auth/Logout': 'signed-in',
  'POST /api/auth/LoginTwoFactor': 'open',
  'POST /api/auth/LoginTwoFactorSetup/Start': 'open',
  'POST /api/auth/LoginTwoFactorSetup/Confirm': 'open',
  'GET /api/auth/TwoFactor': 'account.security',
  'POST /api/auth/TwoFactor/Start': 'account.security',
  'POST /api/auth/TwoFactor/Confirm': 'account.security',
  'POST /api/auth/TwoFactor/Disable': 'account.security',
  'POST /api/auth/TwoFactor/Reset/:id': 'staff.manage',

  'GET /api/Dashboard/GetSummary': 'dashboard.read',
  'GET /api/Dashboard/GetConnectedDriversDetails': 'map.read',
  'GET /api/Dashboard/GetLiveDrivers': 'map.read',
  'POST /api/Dashboard/GetDriverCards': 'map.read',
  'GET /api/Dashboard/GetCurrentDriverPreTrip/:driverId': 'map.read',
  'GET /api/users/GetUsers': 'users.read',
  'GET /api/users/GetUserDeatils/:id': 'users.read',
  'PATCH /api/users/UpdateUserVerificationStatus/:id': 'users.verify',
  'PUT /api/users/UpdateUserIban/:id': 'users.bankAccount',
  'POST /api/users/CreateUser/': 'staff.manage',
  'POST /api/users/CreateUser': 'staff.manage',
  'DELETE /api/users/DeleteUser/:id': 'users.delete',
  'PATCH /api/documents/UpdateDocumentStatus/:documentId': 'documents.review',
  'GET /api/vehicles/GetVehicles': 'vehicles.read',
  'GET /api/vehicles/GetVehicle/:id': 'vehicles.read',
  'PATCH /api/vehicles/UpdateVehicleVerificationStatus/:vehicleId': 'vehicles.verify',
  'GET /api/bankTransfers/GetBankTransfers': 'transfers.read',
  'GET /api/bankTransfers/GetBankTransfer/:id': 'transfers.read',
  'PATCH /api/bankTransfers/UpdateBankTransferStatus/:id': 'transfers.decide',
  'GET /api/bankTransfers/GetBankTransfersViewModel/': 'transfers.read',
  'GET /api/bankTransfers/GetBankTransfersViewModel': 'transfers.read',
  'POST /api/bankTransfers/ApproveBankTransfer/:id': 'transfers.approve',
  'POST /api/bankFiles/CreateBankFile': 'transfers.bankFiles',
  'GET /api/bankFiles/GetBankFiles': 'transfers.read',
  'GET /api/bankFiles/GetBankFile/:id': 'transfers.read',
  'GET /api/bankFiles/DownloadBankFile/:id': 'transfers.bankFiles',
  'POST /api/bankFiles/ImportStatement/:id': 'transfers.bankFiles',
  'GET /api/bankFiles/GetStatementImports/:id': 'transfers.read',
  'GET /api/TripType/GetTripTypes': 'tripTypes.read',
  'GET /api/TripType/GetTripTypeOptions': 'tripTypes.read',
  'GET /api/TripType/GetTripType/:id': 'tripTypes.read',
  'POST /api/TripType/CreateTripType': 'tripTypes.write',
  'PUT /api/TripType/UpdateTripType/:id': 'tripTypes.write',
  'GET /api/AppSettings/GetAppSettings': 'settings.read',
  'PUT /api/AppSettings/UpdateAppSettings': 'settings.write',
  'GET /api/trips/GetTrips': 'trips.read',
  'GET /api/trips/GetTrip/:id': 'trips.read',
  'GET /api/trips/GetTripTrack/:tripId': 'trips.read',
  'GET /api/Payments/GetPayments': 'payments.read',
  'GET /api/Insight/GetDashboardCharts': 'dashboard.read',
  'GET /api/Reports/GetFinanceReport': 'reports.read',
  'POST /api/TripType/BackTestFares/:id': 'tripTypes.read',
  'GET /api/map/config': 'settings.read',
  'GET /api/audit/GetAuditEntries': 'audit.read',
  'GET /api/audit/GetAuditFacets': 'audit.read',
  'GET /api/notifications/GetNotifications': 'notifications.read',
  'GET /api/notifications/GetUnreadCount': 'notifications.read',
  'PATCH /api/notifications/MarkNotificationRead/:id': 'notifications.read',
  'PATCH /api/notifications/MarkAllNotificationsRead': 'notifications.read',
  'POST /api/dispatch/bookings': 'dispatch.write',
  'GET /api/dispatch/bookings': 'dispatch.read',
  'GET /api/dispatch/bookings/:id': 'dispatch.read',
  'POST /api/dispatch/bookings/:id/assign': 'dispatch.write',
  'POST /api/dispatch/bookings/:id/auto': 'dispatch.write',
  'POST /api/dispatch/bookings/:id/cancel': 'dispatch.write',
  'GET /api/dispatch/nearest-drivers': 'dispatch.read',
  'GET /api/audit/GetEntityHistory/user/:entityId': 'users.read',
  'GET /api/audit/GetEntityHistory/vehicle/:entityId': 'vehicles.read',
  'GET /api/audit/GetEntityHistory/bankTransfer/:entityId': 'transfers.read',
  'GET /api/audit/GetEntityHistory/tripType/:entityId': 'tripTypes.read',
  'GET /api/staff/GetStaff': 'staff.manage',
  'POST /api/staff/CreateStaffMember': 'staff.manage',
  'PATCH /api/staff/ChangeStaffRole/:id': 'staff.manage',
  'POST /api/staff/DeactivateStaffMember/:id': 'staff.manage',
  'POST /api/staff/ReactivateStaffMember/:id': 'staff.manage',
  'POST /api/staff/ResetStaffPassword/:id': 'staff.manage',
  'GET /api/dispatch/places': 'dispatch.read',
  'GET /api/dispatch/places/reverse': 'dispatch.read',
  'GET /api/dispatch/customers': 'dispatch.read',
  'POST /api/dispatch/customers': 'dispatch.write',
  'POST /api/dispatch/estimate': 'dispatch.read',
  'GET /api/dispatch/bookings/:id/messages': 'dispatch.read',
  'POST /api/dispatch/bookings/:id/messages': 'dispatch.write',
  'GET /api/dispatch/supply-demand': 'dispatch.read',

  'GET /api/driver/profile': 'driver',
  'PUT /api/driver/profile/iban': 'driver',
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
  'GET /api/driver/offers/current': 'driver',
  'POST /api/driver/offers/:id/accept': 'driver',
  'POST /api/driver/offers/:id/decline': 'driver',
  'GET /api/driver/trips/:id/messages': 'driver',
  'POST /api/driver/trips/:id/messages': 'driver',
  'POST /api/customer/trips': 'customer',
  'GET /api/live': 'notifications.read',
  'GET /api/driver/live': 'driver',
};

/** The test user the suite calls a route as: one its guard lets through (null: no token); the Admin has every permission. */
export function callerOf(guard: Guard): 'admin' | 'driver' | 'customer' | null {
  if (guard === 'open') return null;
  if (guard === 'signed-in' || guard === 'customer') return 'customer';
  return guard === 'driver' ? 'driver' : 'admin';
}

/** Whether a guard is a back-office permission (not one of the app users' guards). */
export const isPermissionGuard = (guard: Guard): guard is Permission => guard.includes('.');

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
