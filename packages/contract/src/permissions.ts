/**
 * Who may do what in the back office (issue 24): the one table of role → permissions. The server's
 * route guards check it (every back-office route and socket declares the permission it needs), the
 * app reads it to show a role only its menu items, links and buttons. Plain data, no zod: the app's
 * entry imports it (`@taxi/contract/permissions`).
 */

/** The roles of the people who use the back office. SPEC's "Admin" is the first of them. */
export const STAFF_ROLES = ['Admin', 'Finance', 'Support', 'Dispatcher', 'Viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role a user can have: the two of the apps (SPEC.md §3), then the staff's. */
export const ROLES = ['Customer', 'Driver', ...STAFF_ROLES] as const;

export const isStaffRole = (role: string | null | undefined): role is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(role);

/**
 * Every permission, `area.action`. `*.read` opens a screen and its answers; `*.export` is its CSV
 * (personal data leaves the system); the others change something. `account.security` is a staff
 * member's own sign-in security (their second factor, issue 24 item 3): every staff role has it.
 */
export const PERMISSIONS = [
  'dashboard.read',
  'map.read',
  'users.read',
  'users.export',
  'users.verify',
  'users.delete',
  'documents.review',
  'vehicles.read',
  'vehicles.export',
  'vehicles.verify',
  'trips.read',
  'trips.export',
  'tripTypes.read',
  'tripTypes.write',
  'settings.read',
  'settings.write',
  'transfers.read',
  'transfers.export',
  'transfers.decide',
  'transfers.approve',
  'transfers.bankFiles',
  'payments.read',
  'payments.export',
  'users.bankAccount',
  'staff.manage',
  'audit.read',
  'audit.export',
  'account.security',
  'notifications.read',
  'dispatch.read',
  'dispatch.write',
  'reports.read',
  'reports.export',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What every staff member needs to use the shell at all: the operator's clock and the fare names in
 * the filters, their own account's sign-in security, and the bell (their notifications and their
 * own read state: each sees those of the work their role does, issue 25).
 */
const SHELL: readonly Permission[] = ['dashboard.read', 'settings.read', 'tripTypes.read', 'account.security', 'notifications.read'];
const READ_EVERYWHERE = PERMISSIONS.filter((permission) => permission.endsWith('.read'));
/** Changes only to one's own account, which every staff role may make (the Viewer too). */
export const OWN_ACCOUNT_PERMISSIONS: readonly Permission[] = ['account.security'];

/**
 * The table (issue 24 item 1, docs/security.md "Roles"). Admin: everything, staff and settings
 * included. Finance: payouts, payments and drivers' balances, reading users, the finance report (issue 27). Support: users, their
 * documents, user and vehicle verification, reading trips. Dispatcher: the map, the dispatch desk
 * (issue 26: booking trips for callers, offering them to drivers) and trips, reading users and
 * vehicles. Viewer: reads everything, exports and changes nothing (but their own second factor).
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  Admin: PERMISSIONS,
  Finance: [...SHELL, 'users.read', 'users.bankAccount', 'transfers.read', 'transfers.export', 'transfers.decide', 'transfers.approve', 'transfers.bankFiles', 'payments.read', 'payments.export', 'reports.read', 'reports.export'],
  Support: [...SHELL, 'users.read', 'users.export', 'users.verify', 'documents.review', 'vehicles.read', 'vehicles.export', 'vehicles.verify', 'trips.read'],
  Dispatcher: [...SHELL, 'map.read', 'dispatch.read', 'dispatch.write', 'trips.read', 'trips.export', 'users.read', 'vehicles.read'],
  Viewer: [...READ_EVERYWHERE, ...OWN_ACCOUNT_PERMISSIONS],
};

/** Whether `role` (any role: a customer or a driver has none) may do `permission`. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
