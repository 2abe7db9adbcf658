import type { Role } from '@taxi/contract';
import { STAFF_ROLES } from '@taxi/contract/permissions';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';

/** The roles the back office shell admits (SPEC.md §6's Admin, and the staff roles of issue 24); each page checks its permission. */
export const SHELL_ROLES: readonly Role[] = STAFF_ROLES;

/**
 * The access guard of SPEC.md §4/§6, run as the shell's loader on every navigation:
 * not signed in (or token expired) → /login, signed in without a required role → /home.
 * Returns whether the user is signed in, so that an unknown path can show the public 404.
 */
export function requireRoles(roles: readonly Role[]) {
  return ({ request, params }: LoaderFunctionArgs) => {
    if (!session.isLoggedIn()) {
      // An unknown address while signed out: the 404 page outside the shell, not the login.
      if (params['*'] !== undefined) return { signedIn: false };
      throw redirect(paths.login.forRequest(request));
    }
    if (roles.length > 0 && !session.hasAnyRole(roles)) throw redirect(paths.home.getHref());
    return { signedIn: true };
  };
}

/** /home needs a signed-in user of any role. */
export function requireSignedIn() {
  if (!session.isLoggedIn()) throw redirect(paths.login.getHref());
  return null;
}

/** An already signed-in user who opens /login goes to /dashboard (SPEC.md §2.3). */
export function redirectIfSignedIn() {
  if (session.isLoggedIn()) throw redirect(paths.dashboard.root.getHref());
  return null;
}
