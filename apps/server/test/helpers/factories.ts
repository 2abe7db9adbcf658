import type { Role } from '@taxi/contract';
import type { Db } from '../../src/db/database';
import type { NewUser, UserRow } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';

export const TEST_PASSWORD = 'Password123!';
let passwordHash: Promise<string> | undefined;
/** One argon2id hash of TEST_PASSWORD, computed once per test worker. */
export const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

let sequence = 0;

/** A user of the given role; every field can be overridden. Signs in with TEST_PASSWORD. */
export async function createUser(db: Db, role: Role, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  sequence += 1;
  const lower = role.toLowerCase();
  return db
    .insertInto('users')
    .values({
      email: `${lower}${sequence}@test.taxi`,
      password_hash: await testPasswordHash(),
      role,
      first_name: `${role}`,
      last_name: `Number${sequence}`,
      phone_number: `+90 533 000 ${String(sequence).padStart(4, '0')}`,
      address: 'Girne, Northern Cyprus',
      photo_url: null,
      rating: role === 'Driver' ? 4.5 : null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
