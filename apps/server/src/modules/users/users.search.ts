import { prettyId, type Role } from '@taxi/contract';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/** `CUS-000042`, `drv-42`, `ADM42` or a bare `42`: an id, with the role's prefix when given. */
const PRETTY_ID = /^(?:([a-z]{3})-?)?0*(\d{1,9})$/i;

/** A text matched literally inside a LIKE pattern (its `\`, `%` and `_` escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The id a search names as a pretty id of the listed role (or of one of the listed roles: the staff list), if it does. */
export function searchedId(search: string, role: Role | readonly Role[]): number | null {
  const match = PRETTY_ID.exec(search.replace(/\s+/g, ''));
  if (!match?.[2]) return null;
  const prefix = match[1]?.toUpperCase();
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (prefix && !roles.some((listed) => prettyId(listed, 0).slice(0, 3) === prefix)) return null;
  const id = Number(match[2]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The `search` filter of GetUsers (docs/users.md): case-insensitive parts of the first, last or
 * full name, the e-mail, the phone number (also ignoring spaces and punctuation), or the pretty id.
 */
export function matchesSearch(search: string, role: Role | readonly Role[]) {
  return (eb: ExpressionBuilder<DB, 'users'>): Expression<SqlBool> => {
    // Lower-cased by the database, as the columns are: JavaScript turns 'İ' into 'i' and a
    // combining dot, PostgreSQL into 'i', so 'İbrahim' typed in full would match nobody.
    const pattern = sql<string>`lower(${`%${escapeLike(search)}%`})`;
    // Each expression has its trigram index (migration 0005); a part of the first or of the last
    // name is a part of the full name, so the full name's test covers both.
    const conditions: Expression<SqlBool>[] = [
      sql<SqlBool>`lower(first_name || ' ' || last_name) LIKE ${pattern}`,
      sql<SqlBool>`lower(email) LIKE ${pattern}`,
      sql<SqlBool>`lower(phone_number) LIKE ${pattern}`,
    ];
    const digits = search.replace(/\D/g, '');
    if (digits.length >= 3) conditions.push(sql<SqlBool>`regexp_replace(phone_number, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`);
    const id = searchedId(search, role);
    if (id !== null) conditions.push(eb('id', '=', id));
    return eb.or(conditions);
  };
}
