import type { Role } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type ListSpec, type PageRange, listPage } from '../../db/list-page';
import type { NewUser, UserRow } from '../../db/schema';
import { matchesSearch } from './users.search';

/** What a list of users shows: one role, not deleted, optionally a free-text search. */
export interface UsersFilter {
  role: Role;
  search?: string | undefined;
}

function listedUsers(db: Db, filter: UsersFilter) {
  let query = db.selectFrom('users').where('role', '=', filter.role).where('deleted_at', 'is', null);
  if (filter.search) query = query.where(matchesSearch(filter.search, filter.role));
  return query;
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** The users of a role (deleted ones left out), newest first (registration, then id). */
export function usersList(db: Db, filter: UsersFilter): ListSpec {
  const filtered = listedUsers(db, filter);
  return { filtered, selected: filtered.selectAll(), keys: ['registration_date', 'id'] };
}

/** One page of the users of a role and how many match (db/list-page.ts: exact up to the cap). */
export const listUsers = (db: Db, filter: UsersFilter, page: PageRange) => listPage<UserRow>(db, usersList(db, filter), page);

/**
 * The users of a role that follow `after` in the list's order (newest first), for a CSV export in
 * keyset batches (plugins/csv-export.ts): the same order and filters as `listUsers`, no offset.
 * The cursor carries the timestamp as text: a JS Date drops PostgreSQL's microseconds, and rows
 * at a batch edge would be skipped.
 */
export function listUsersAfter(db: Db, filter: UsersFilter, after: { keyset: string; id: number } | undefined, limit: number) {
  let query = listedUsers(db, filter)
    .selectAll()
    .select(sql<string>`registration_date::text`.as('keyset'));
  if (after) query = query.where(sql<boolean>`(registration_date, id) < (${after.keyset}::timestamptz, ${after.id})`);
  return query.orderBy('registration_date', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
