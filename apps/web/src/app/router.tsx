import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Permission } from '@taxi/contract/permissions';
import { redirectIfSignedIn, requireRoles, requireSignedIn, SHELL_ROLES } from '@/features/auth/guards';
import { loadShellTexts } from '@/lib/i18n';
import { sessionCan } from '@/lib/permissions';
import type { RouteHandle } from '@/features/layout/route-handle';
import { MaintenancePage, NotFoundPage, OfflinePage, ErrorPage } from '@/features/status/components/pages';
import { paths } from '@/lib/paths';
import * as login from './routes/login';
import { PageLoader, RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

const handle = (value: RouteHandle) => value;

/** A page of the shell and the permission it needs (issue 24: the contract's ROLE_PERMISSIONS, as the server checks). */
type ShellPage = RouteObject & { permission?: Permission };

/**
 * Pages under the guarded shell. Each screen is a lazy route module in `./routes` exporting
 * `Component` (and, for SPEC.md's preloaded screens, a `loader` built with `preload`).
 */
const shellPages: ShellPage[] = [
  // The empty path: the map, or the first page of the role's menu (issue 24; the menu is the shell's, not the sign-in page's code).
  { index: true, loader: async () => redirect((await import('@/features/layout/menu/menu-items')).homeHref(sessionCan)) },
  { permission: 'dashboard.read', path: paths.dashboard.root.path, lazy: () => import('./routes/dashboard'), handle: handle({ parentHref: paths.dashboard.default.getHref() }) },
  { permission: 'dashboard.read', path: paths.dashboard.default.path, lazy: () => import('./routes/dashboard') },
  { path: paths.dashboard.map.path, loader: () => redirect(paths.map.getHref()) },
  { permission: 'map.read', path: paths.map.path, lazy: () => import('./routes/map') },
  { permission: 'dispatch.read', path: paths.dispatch.path, lazy: () => import('./routes/dispatch') },
  { permission: 'tripTypes.read', path: paths.tripTypes.list.path, lazy: () => import('./routes/trip-types/list') },
  { permission: 'tripTypes.write', path: paths.tripTypes.add.path, lazy: () => import('./routes/trip-types/add'), handle: handle({ titleKey: 'pages.addTripType', parentHref: paths.tripTypes.list.getHref() }) },
  { permission: 'tripTypes.read', path: paths.tripTypes.details.path, lazy: () => import('./routes/trip-types/details'), handle: handle({ titleKey: 'pages.tripTypeDetails', parentHref: paths.tripTypes.list.getHref() }) },
  { permission: 'tripTypes.write', path: paths.tripTypes.update.path, lazy: () => import('./routes/trip-types/update'), handle: handle({ titleKey: 'pages.updateTripType', parentHref: paths.tripTypes.list.getHref() }) },
  { permission: 'staff.manage', path: paths.users.createAdmin.path, lazy: () => import('./routes/users/create-admin'), handle: handle({ titleKey: 'pages.createAdmin', parentHref: paths.users.list.getHref('Admin') }) },
  { permission: 'users.read', path: paths.users.details.path, lazy: () => import('./routes/users/details'), handle: handle({ titleKey: 'pages.userDetails', sectionKey: 'menu.users' }) },
  { permission: 'users.read', path: paths.users.list.path, lazy: () => import('./routes/users/list') },
  { permission: 'vehicles.read', path: paths.vehicles.list.path, lazy: () => import('./routes/vehicles/list') },
  { permission: 'vehicles.read', path: paths.vehicles.details.path, lazy: () => import('./routes/vehicles/details'), handle: handle({ titleKey: 'pages.vehicleDetails', parentHref: paths.vehicles.list.getHref() }) },
  { permission: 'transfers.read', path: paths.transfers.list.path, lazy: () => import('./routes/transfers/list') },
  { permission: 'transfers.read', path: paths.transfers.details.path, lazy: () => import('./routes/transfers/details'), handle: handle({ titleKey: 'pages.transferDetails', parentHref: paths.transfers.list.getHref() }) },
  { permission: 'trips.read', path: paths.trips.list.path, lazy: () => import('./routes/trips/list') },
  { permission: 'trips.read', path: paths.trips.details.path, lazy: () => import('./routes/trips/details'), handle: handle({ titleKey: 'pages.tripDetails', parentHref: paths.trips.list.getHref() }) },
  { permission: 'payments.read', path: paths.payments.list.path, lazy: () => import('./routes/payments/list') },
  { permission: 'payments.read', path: paths.payments.details.path, lazy: () => import('./routes/payments/details'), handle: handle({ titleKey: 'pages.paymentDetails', parentHref: paths.payments.list.getHref() }) },
  { permission: 'reports.read', path: paths.reports.finance.path, lazy: () => import('./routes/reports/finance') },
  { permission: 'settings.read', path: paths.appSettings.path, lazy: () => import('./routes/app-settings') },
  { permission: 'audit.read', path: paths.audit.path, lazy: () => import('./routes/audit') },
  { permission: 'staff.manage', path: paths.staff.path, lazy: () => import('./routes/staff') },
  { permission: 'notifications.read', path: paths.notifications.path, lazy: () => import('./routes/notifications'), handle: handle({ titleKey: 'pages.notifications' }) },
  { permission: 'account.security', path: paths.account.security.path, lazy: () => import('./routes/account-security'), handle: handle({ titleKey: 'pages.accountSecurity', sectionKey: 'profile.label' }) },
  { path: '*', element: <NotFoundPage embedded /> },
];

const shellGuard = requireRoles(SHELL_ROLES);

/**
 * The shell's loader: the access guard, then (signed in) the operator's clock, so that every date
 * on its pages is on OPERATOR_TIME_ZONE from the first paint. Imported on demand: the sign-in page
 * does not load the settings call.
 */
async function shellLoader(args: LoaderFunctionArgs) {
  const access = shellGuard(args);
  // The screens' texts come with the shell, not with the sign-in page (lib/i18n.ts); loaded once.
  const texts = loadShellTexts();
  if (access.signedIn) await (await import('./operator-clock')).learnOperatorClock();
  await texts;
  return access;
}

/**
 * A page's own loader runs beside the shell's guard, not after it (React Router starts them
 * together). It checks the same access first, so a signed-out or non-admin visitor gets the
 * guard's answer (/login?returnUrl=…, /home) rather than the outcome of a data call the server
 * refuses (a 401 or 403 racing the guard's redirect). Then the page's permission (issue 24): a
 * role without it gets the "no access" page in the shell (a 403 route error), before any data call.
 */
function behindShellGuard({ permission, ...page }: ShellPage): RouteObject {
  const load = page.lazy;
  if (typeof load !== 'function') return page as RouteObject;
  const guard = (args: LoaderFunctionArgs) => {
    shellGuard(args);
    if (permission && !sessionCan(permission)) throw data(null, { status: 403 });
  };
  return {
    ...page,
    lazy: async () => {
      const module = await load();
      const loader = module.loader;
      return {
        ...module,
        loader: (args: LoaderFunctionArgs) => {
          guard(args);
          return typeof loader === 'function' ? loader(args) : null;
        },
      };
    },
  } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      // The sign-in page is in the entry chunk: its first paint needs no second round trip.
      { path: paths.login.path, loader: redirectIfSignedIn, Component: login.Component },
      { path: paths.home.path, loader: requireSignedIn, lazy: () => import('./routes/home') },
      { path: paths.status.comingSoon.path, element: <MaintenancePage /> },
      { path: paths.status.offline.path, element: <OfflinePage /> },
      { path: paths.status.error.path, element: <ErrorPage /> },
      {
        id: 'shell',
        loader: shellLoader,
        // SPEC.md §2.1: access is checked again on every navigation.
        shouldRevalidate: () => true,
        // The layout is a lazy module: the sign-in page does not download it (docs/performance-web.md).
        lazy: () => import('./routes/shell'),
        children: [{ errorElement: <RouteError embedded />, children: shellPages.map(behindShellGuard) }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
