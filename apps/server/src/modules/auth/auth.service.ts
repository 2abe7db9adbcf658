import type { LoginResponse, RegisterBody, SessionUser } from '@taxi/contract';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { conflict, unauthorized } from '../../lib/http-errors';
import { findUserByEmail, insertUser } from '../users/users.repository';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

export const INVALID_LOGIN = 'Invalid username or password';

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    photoUrl: user.photo_url,
    role: user.role,
  };
}

/** Signs a user in by e-mail and password; every failure looks the same to the caller. */
export async function login(deps: AppDeps, ip: string, username: string, password: string): Promise<LoginResponse> {
  await deps.loginThrottle.assertAllowed(ip, username);
  const user = await findUserByEmail(deps.db, username);
  const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  if (!user || !valid) {
    await deps.loginThrottle.recordFailure(ip, username);
    throw unauthorized(INVALID_LOGIN);
  }
  await deps.loginThrottle.recordSuccess(ip, username);
  const sessionUser = toSessionUser(user);
  return { token: await deps.tokens.sign(sessionUser), user: sessionUser };
}

/** Self-registration of a customer or driver (never an admin). */
export async function register(deps: AppDeps, body: RegisterBody): Promise<SessionUser> {
  if (await findUserByEmail(deps.db, body.email)) throw conflict('A user with this e-mail address already exists');
  const user = await insertUser(deps.db, {
    email: body.email,
    password_hash: await hashPassword(body.password),
    role: body.role,
    first_name: body.firstName,
    last_name: body.lastName,
    phone_number: body.phoneNumber,
    address: body.address,
    photo_url: null,
    rating: null,
  });
  return toSessionUser(user);
}
