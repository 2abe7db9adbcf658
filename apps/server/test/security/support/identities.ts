import { SignJWT, decodeJwt } from 'jose';
import type { TestApp } from '../../helpers/build-test-app';
import { TEST_JWT_SECRET } from '../../helpers/build-test-app';
import { createUser } from '../../helpers/factories';
import { STAFF_ROLES, can, isStaffRole } from '@taxi/contract';
import { isPermissionGuard, type Guard } from './route-expectations';

/** The callers of the authorisation matrix (issue 7). */
export const IDENTITIES = ['no token', 'garbage', 'wrong secret', 'alg none', 'expired', 'Customer', 'Driver', ...STAFF_ROLES, 'deleted user', 'demoted user'] as const;
export type Identity = (typeof IDENTITIES)[number];

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims as a real token, signed with `secret` (or with no signature at all: `alg: none`). */
async function forge(payload: Record<string, unknown>, secret: string | null): Promise<string> {
  if (secret === null) return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/**
 * The Authorization header of each identity, for users made for the call (a route may end its
 * caller's sessions: sign-out). The deleted and the demoted user are admins whose token was signed
 * first; then the row was deleted (`deleted_at`) or its role set to Customer straight in the
 * database, as another admin's action or a script would.
 */
export async function identityHeaders(t: TestApp): Promise<Record<Identity, string | undefined>> {
  const admin = await t.tokenFor(await createUser(t.db, 'Admin'));
  const claims = decodeJwt(admin);
  const now = Math.floor(Date.now() / 1000);
  const deleted = await createUser(t.db, 'Admin');
  const demoted = await createUser(t.db, 'Admin');
  const deletedToken = await t.tokenFor(deleted);
  const demotedToken = await t.tokenFor(demoted);
  await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
  await t.db.updateTable('users').set({ role: 'Customer' }).where('id', '=', demoted.id).execute();
  const bearer = (token: string) => `Bearer ${token}`;
  return {
    'no token': undefined,
    garbage: 'Bearer not-a-token',
    'wrong secret': bearer(await forge(claims, `${TEST_JWT_SECRET}-but-another-one`)),
    'alg none': bearer(await forge(claims, null)),
    expired: bearer(await forge({ ...claims, iat: now - 9 * 3600, exp: now - 3600 }, TEST_JWT_SECRET)),
    Customer: bearer(await t.tokenFor(await createUser(t.db, 'Customer'))),
    Driver: bearer(await t.tokenFor(await createUser(t.db, 'Driver'))),
    Admin: bearer(admin),
    Finance: bearer(await t.tokenFor(await createUser(t.db, 'Finance'))),
    Support: bearer(await t.tokenFor(await createUser(t.db, 'Support'))),
    Dispatcher: bearer(await t.tokenFor(await createUser(t.db, 'Dispatcher'))),
    Viewer: bearer(await t.tokenFor(await createUser(t.db, 'Viewer'))),
    'deleted user': bearer(deletedToken),
    'demoted user': bearer(demotedToken),
  };
}

/** What a guard answers each identity: 401, 403, or 'pass' (anything the route itself answers, never 401/403/5xx). */
export type Expected = 401 | 403 | 'pass';

export function expectedFor(guard: Guard, identity: Identity): Expected {
  if (guard === 'open') return 'pass';
  if (isStaffRole(identity)) return guard === 'signed-in' || (isPermissionGuard(guard) && can(identity, guard)) ? 'pass' : 403;
  switch (identity) {
    case 'Driver':
      return guard === 'driver' || guard === 'signed-in' ? 'pass' : 403;
    case 'Customer':
      return guard === 'customer' || guard === 'signed-in' ? 'pass' : 403;
    default:
      return 401;
  }
}
