import type { Role, UserSortKey, VerificationStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type ListSpec, type PageRange, type SortDirection, type SortKey, afterKeyset, keysetColumn, listPage, orderedBy } from '../../db/list-page';
import type { NewUser, UserRow } from '../../db/schema';
import { endsWithin, type ExpiryBounds } from '../expiry/expiry-filter';
import { matchesSearch } from './users.search';

/** What a list of users shows: one role, not deleted, optionally a free-text search and a verification status; its order. */
export interface UsersFilter {
  role: Role;
  search?: string | undefined;
  verificationStatus?: VerificationStatus | undefined;
  /** An approval or an approved document expiring within 30 days, or expired (issue 25). */
  expiry?: ExpiryBounds | undefined;
  /** Default: newest first (`created`, `desc`). */
  sort?: { key: UserSortKey; direction: SortDirection } | undefined;
}

/**
 * The keys of each order, the id last (unique). Each is an index of migration 0008 behind the role
 * (`created`: 0001's users_role_registration_idx), read forwards or backwards.
 */
const USER_ORDERS: Record<UserSortKey, readonly SortKey[]> = {
  created: [
    { column: 'registration_date', type: 'timestamptz' },
    { column: 'id', type: 'integer' },
  ],
  name: [
    { column: 'last_name', type: 'text' },
    { column: 'first_name', type: 'text' },
    { column: 'id', type: 'integer' },
  ],
  status: [
    { column: 'verification_status', type: 'integer' },
    { column: 'registration_date', type: 'timestamptz' },
    { column: 'id', type: 'integer' },
  ],
};

const orderOf = (filter: UsersFilter) => {
  const sort = filter.sort ?? { key: 'created', direction: 'desc' };
  return { keys: USER_ORDERS[sort.key], direction: sort.direction };
};

function listedUsers(db: Db, filter: UsersFilter) {
  let query = db.selectFrom('users').where('role', '=', filter.role).where('deleted_at', 'is', null);
  if (filter.search) query = query.where(matchesSearch(filter.search, filter.role));
  if (filter.verificationStatus !== undefined) query = query.where('verification_status', '=', filter.verificationStatus);
  if (filter.expiry) query = query.where(endsWithin('users', 'user_id', filter.expiry));
  return query;
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email.trim()})`)
    .executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** The users of a role (deleted ones left out) in the filter's order (default newest first: registration, then id). */
export function usersList(db: Db, filter: UsersFilter): ListSpec {
  const filtered = listedUsers(db, filter);
  const { keys, direction } = orderOf(filter);
  return { filtered, selected: filtered.selectAll(), keys: keys.map((key) => key.column), direction };
}

/** One page of the users of a role and how many match (db/list-page.ts: exact up to the cap). */
export const listUsers = (db: Db, filter: UsersFilter, page: PageRange) => listPage<UserRow>(db, usersList(db, filter), page);

/**
 * The users of a role that follow `after` in the list's order, for a CSV export in keyset batches
 * (plugins/csv-export.ts): the same order and filters as `listUsers`, no offset. The cursor
 * carries the order's keys as text (list-page.ts `keysetColumn`).
 */
export function listUsersAfter(db: Db, filter: UsersFilter, after: { keyset: string[] } | undefined, limit: number) {
  const { keys, direction } = orderOf(filter);
  let query = listedUsers(db, filter).selectAll().select(keysetColumn(keys));
  if (after) query = query.where(afterKeyset(keys, direction, after.keyset));
  return orderedBy(query, keys, direction).limit(limit).execute();
}
