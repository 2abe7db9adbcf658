import { randomUUID } from 'node:crypto';
import { type SqlBool, sql } from 'kysely';
import { PHONE_KEY_DIGITS, phoneDigits } from '@taxi/contract';
import type { Db } from '../../db/database';
import { escapeLike, matchesSearch } from '../users/users.search';

const COLUMNS = ['id', 'first_name', 'last_name', 'phone_number'] as const;
/** The phone number's digits: the expression of the trigram index users_phone_digits_trgm_idx (migration 0005). */
const PHONE_DIGITS = sql<string>`regexp_replace(phone_number, '[^0-9]', '', 'g')`;
/**
 * The full name folded as migration 0021's index users_customer_name_folded_trgm_idx has it: lower-cased,
 * then ı ş ğ ü ö ç â î û as i s g u o c a i u and a combining dot (U+0307) dropped.
 */
const FOLDED_NAME = sql<string>`translate(lower(first_name || ' ' || last_name), 'ışğüöçâîû' || chr(775), 'isguocaiu')`;
/** A LIKE pattern folded the same way, by the database (it lower-cases 'İ' as the names were). */
const foldedPattern = (pattern: string) => sql<string>`translate(lower(${pattern}), 'ışğüöçâîû' || chr(775), 'isguocaiu')`;

/** No one signs in with it: argon2 verification of anything against it fails (passwords.ts). */
const NO_PASSWORD = '!dispatch-customer';

/**
 * Customers (not deleted) matching the desk's search: a part of the full name folded (`yilmaz` finds
 * `Yılmaz`; migration 0021's index), or the users list's own search (users.search.ts: a part of the
 * name, the phone number, its digits, the e-mail or the pretty id, on the trigram indexes of
 * migration 0005); the phone's digits typed whole first, then names starting with the text.
 */
export function searchCustomers(db: Db, text: string, limit: number) {
  const digits = phoneDigits(text);
  const folded = sql<SqlBool>`${FOLDED_NAME} LIKE ${foldedPattern(`%${escapeLike(text)}%`)}`;
  let query = db
    .selectFrom('users')
    .select(COLUMNS)
    .where('role', '=', 'Customer')
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([folded, matchesSearch(text, 'Customer')(eb)]));
  if (digits.length >= 7) query = query.orderBy(sql`${PHONE_DIGITS} LIKE ${`%${digits}`}`, 'desc');
  return query
    .orderBy(sql`${FOLDED_NAME} LIKE ${foldedPattern(`${escapeLike(text)}%`)}`, 'desc')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The customer (not deleted) whose number has this key (phoneKey: its last 10 digits), if any. */
export function findCustomerByPhoneKey(db: Db, key: string) {
  // A full-length key is a suffix of the stored digits (a prefix like +90 or 0 before it); a shorter one is the whole number.
  const match = key.length >= PHONE_KEY_DIGITS ? sql<boolean>`${PHONE_DIGITS} LIKE ${`%${key}`}` : sql<boolean>`${PHONE_DIGITS} = ${key}`;
  return db.selectFrom('users').select(COLUMNS).where('role', '=', 'Customer').where('deleted_at', 'is', null).where(match).orderBy('id').executeTakeFirst();
}

/** Holds the number's key until the transaction ends: two desks adding one number queue here, the second finds the first's row. */
export async function lockPhoneKey(trx: Db, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`dispatch-customer-phone:${key}`}))`.execute(trx);
}

/** A customer the desk adds for a caller: no e-mail of their own (a unique placeholder under .invalid), no password. */
export function insertCustomer(trx: Db, values: { name: string; surname: string; phoneNumber: string }, now: Date) {
  return trx
    .insertInto('users')
    .values({
      email: `caller-${randomUUID()}@dispatch.invalid`,
      password_hash: NO_PASSWORD,
      role: 'Customer',
      first_name: values.name,
      last_name: values.surname,
      phone_number: values.phoneNumber,
      address: '',
      photo_url: null,
      rating: null,
      registration_date: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
