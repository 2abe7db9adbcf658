import type { CreateUserBody, UserDetails } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { NewUser, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { orDuplicate } from '../../lib/unique-violation';
import { recordAudit, type Actor } from '../audit/audit';
import { hashPassword } from '../auth/passwords';
import type { SignUrl } from '../documents/documents.mappers';
import { findUserDetails } from './user-details.repository';
import { toUserAudit, toUserDetails } from './users.mappers';
import { findUserByEmail, insertUser } from './users.repository';

export const DUPLICATE_EMAIL = 'A user with this e-mail address already exists';
const duplicateEmail = () => conflict(DUPLICATE_EMAIL, 'user.duplicate_email');

/** Every field of SPEC.md §3 User, read in one round trip; a deleted or unknown user is 404. */
export async function getUserDetails(db: Db, id: number, sign: SignUrl): Promise<UserDetails> {
  const row = await findUserDetails(db, id);
  if (!row) throw notFound('User');
  return toUserDetails(row, sign);
}

/**
 * Inserts a user whose e-mail no one has yet (409 `user.duplicate_email`, also when a concurrent
 * create wins the unique index), then `then` in the same transaction (its audit entry, its answer):
 * an admin here, a staff member (modules/staff).
 */
export function createUserWithUniqueEmail<T>(db: Db, values: NewUser, then: (trx: Db, user: UserRow) => Promise<T>): Promise<T> {
  return orDuplicate(duplicateEmail, () =>
    db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, values.email)) throw duplicateEmail();
      return then(trx, await insertUser(trx, values));
    }),
  );
}

/**
 * Creates an admin (DESIGN.md §4): always the Admin role, whatever `role`/`roles` the form says;
 * a unique e-mail; audited.
 */
export async function createAdmin(db: Db, body: CreateUserBody, actor: Actor, sign: SignUrl): Promise<UserDetails> {
  const values = {
    email: body.email,
    password_hash: await hashPassword(body.password),
    role: 'Admin' as const,
    first_name: body.firstName,
    last_name: body.lastName,
    phone_number: body.phoneNumber,
    address: body.address,
    photo_url: null,
    rating: null,
  };
  return createUserWithUniqueEmail(db, values, async (trx, user) => {
    await recordAudit(trx, actor, { action: 'create', entityType: 'User', entityId: user.id, after: toUserAudit(user) });
    const details = await findUserDetails(trx, user.id);
    if (!details) throw notFound('User');
    return toUserDetails(details, sign);
  });
}
