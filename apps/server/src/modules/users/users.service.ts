import type { CreateUserBody, UserDetails } from '@taxi/contract';
import type { Db } from '../../db/database';
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
 * Creates an admin (DESIGN.md §4): always the Admin role, whatever `role`/`roles` the form says;
 * a unique e-mail (409, also when a concurrent create wins the unique index); audited.
 */
export async function createAdmin(db: Db, body: CreateUserBody, actor: Actor, sign: SignUrl): Promise<UserDetails> {
  const passwordHash = await hashPassword(body.password);
  return orDuplicate(duplicateEmail, () =>
    db.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, body.email)) throw duplicateEmail();
      const user = await insertUser(trx, {
        email: body.email,
        password_hash: passwordHash,
        role: 'Admin',
        first_name: body.firstName,
        last_name: body.lastName,
        phone_number: body.phoneNumber,
        address: body.address,
        photo_url: null,
        rating: null,
      });
      await recordAudit(trx, actor, { action: 'create', entityType: 'User', entityId: user.id, after: toUserAudit(user) });
      const details = await findUserDetails(trx, user.id);
      if (!details) throw notFound('User');
      return toUserDetails(details, sign);
    }),
  );
}
