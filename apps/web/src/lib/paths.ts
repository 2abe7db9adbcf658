import type { Role } from '@taxi/contract';
import { buildUrl, type QueryValue } from './build-url';

/**
 * Every link of the app comes from here (STYLE.md habit 9): `path` is the router pattern,
 * `getHref(...)` builds a concrete link. SPEC.md §2.1 lists the routes.
 */

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });
const byId = <P extends string>(path: P, prefix: string) => ({
  path,
  getHref: (id: number | string) => `${prefix}/${encodeURIComponent(String(id))}`,
});
const listWithUser = <P extends string, Q extends object = object>(path: P) => ({
  path,
  getHref: (query?: { userId?: number | string | null } & Q) => buildUrl(path, query as Record<string, QueryValue> | undefined),
});

/** A verification queue: `?status=pending` on a users or vehicles list (issue 22). */
type VerificationQuery = { status?: 'pending' | 'approved' | 'rejected' };

export const paths = {
  root: fixed('/'),
  login: {
    path: '/login',
    getHref: (returnUrl?: string) => buildUrl('/login', { returnUrl }),
    /** The sign-in address that remembers where a signed-out admin was going (the root needs none). */
    forRequest: (request: Request) => {
      const url = new URL(request.url);
      return buildUrl('/login', { returnUrl: url.pathname === '/' ? undefined : `${url.pathname}${url.search}` });
    },
  },
  home: fixed('/home'),
  dashboard: {
    root: fixed('/dashboard'),
    default: fixed('/dashboard/default'),
    map: fixed('/dashboard/map/'),
  },
  map: fixed('/map'),
  /** The dispatch desk (issue 26): `booking` selects a booking on the board, `new: 1` starts in the booking panel. */
  dispatch: {
    path: '/dispatch',
    getHref: (query?: { booking?: number; new?: 1 }) => buildUrl('/dispatch', query),
  },
  tripTypes: {
    list: fixed('/triptypes'),
    add: fixed('/triptypes/add'),
    details: byId('/triptypes/details/:id', '/triptypes/details'),
    update: byId('/triptypes/update/:id', '/triptypes/update'),
  },
  users: {
    list: { path: '/users/:role', getHref: (role: Role, query?: VerificationQuery) => buildUrl(`/users/${role}`, query) },
    createAdmin: fixed('/users/admin/create'),
    details: byId('/users/details/:id', '/users/details'),
  },
  vehicles: {
    list: listWithUser<'/vehicles', VerificationQuery>('/vehicles'),
    details: byId('/vehicles/details/:id', '/vehicles/details'),
  },
  transfers: {
    /** `tab`: the overview's status tab (transfers-list-params.ts), e.g. 'pending'; `bankFiles`: the bank files panel shown. */
    list: listWithUser<'/transfers', { tab?: 'pending' | 'inProgress' | 'completed' | 'rejected'; bankFiles?: 1 }>('/transfers'),
    details: byId('/transfers/details/:id', '/transfers/details'),
  },
  trips: {
    list: listWithUser('/trips'),
    details: byId('/trips/details/:id', '/trips/details'),
  },
  payments: {
    list: listWithUser('/payments'),
    details: byId('/payments/details/:id', '/payments/details'),
  },
  /** The finance report (issue 27): reports.read. */
  reports: {
    finance: fixed('/reports/finance'),
  },
  appSettings: fixed('/appsettings'),
  /** The audit log (issue 24); `entityType` + `entityId` open one entity's entries (a History panel's link). */
  audit: {
    path: '/audit',
    getHref: (query?: { entityType?: string; entityId?: string | number }) => buildUrl('/audit', query),
  },
  /** The signed-in member's notifications (issue 25). */
  notifications: fixed('/notifications'),
  /** The staff screen (issue 24): Admin only (staff.manage). */
  staff: fixed('/staff'),
  /** The signed-in staff member's own account (issue 24): two-factor sign-in. */
  account: {
    security: fixed('/account/security'),
  },
  status: {
    comingSoon: fixed('/commingsoon'),
    offline: fixed('/offline'),
    error: fixed('/error'),
  },
} as const;
