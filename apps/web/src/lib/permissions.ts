import { can, type Permission } from '@taxi/contract/permissions';
import { useCallback } from 'react';
import { session, useSession, type Session } from '@/lib/session';

/**
 * What the signed-in staff member may do (issue 24): the contract's role → permission table, the
 * same the server's guards check. The app shows a role only its menu items, pages and buttons;
 * the server refuses the rest whatever the app shows.
 */
const sessionMay = (current: Session | null, permission: Permission) => current !== null && current.roles.some((role) => can(role, permission));

/** Outside React (route loaders): whether the stored session may do `permission`. */
export const sessionCan = (permission: Permission) => sessionMay(session.get(), permission);

/** In a component: a function telling whether the signed-in user may do a permission; re-renders on a sign-in or sign-out. */
export function useCan(): (permission: Permission) => boolean {
  const current = useSession();
  return useCallback((permission: Permission) => sessionMay(current, permission), [current]);
}
