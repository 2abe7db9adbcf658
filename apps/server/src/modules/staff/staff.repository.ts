import { STAFF_ROLES, type StaffRole, type StaffStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type ListSpec, type PageRange, type SortKey, afterKeyset, keysetColumn, listPage, orderedBy } from '../../db/list-page';
import type { UserRow } from '../../db/schema';
import { matchesSearch } from '../users/users.search';

/** What the staff list shows: every staff member not deleted, optionally one role, one status, a free-text search. */
export interface StaffFilter {
  role?: StaffRole | undefined;
  status: StaffStatus;
  search?: string | undefined;
}

/** By surname, first name and id, A to Z: the order of `users_staff_idx` (migration 0011) behind the role. */
const STAFF_ORDER: readonly SortKey[] = [
  { column: 'last_name', type: 'text' },
  { column: 'first_name', type: 'text' },
  { column: 'id', type: 'integer' },
];

function listedStaff(db: Db, filter: StaffFilter) {
  // Spelled as the partial index's predicate, so the planner may use it.
  let query = db.selectFrom('users').where(sql<boolean>`role NOT IN ('Customer', 'Driver')`).where('deleted_at', 'is', null);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.status === 'active') query = query.where('deactivated_at', 'is', null);
  if (filter.status === 'deactivated') query = query.where('deactivated_at', 'is not', null);
  if (filter.search) query = query.where(matchesSearch(filter.search, filter.role ?? STAFF_ROLES));
  return query;
}

export function staffList(db: Db, filter: StaffFilter): ListSpec {
  const filtered = listedStaff(db, filter);
  return { filtered, selected: filtered.selectAll(), keys: STAFF_ORDER.map((key) => key.column), direction: 'asc' };
}

/** One page of the staff and how many match (db/list-page.ts). */
export const listStaff = (db: Db, filter: StaffFilter, page: PageRange) => listPage<UserRow>(db, staffList(db, filter), page);

/** The staff after `after` in the list's order, for the CSV export in keyset batches. */
export function listStaffAfter(db: Db, filter: StaffFilter, after: { keyset: string[] } | undefined, limit: number) {
  let query = listedStaff(db, filter).selectAll().select(keysetColumn(STAFF_ORDER));
  if (after) query = query.where(afterKeyset(STAFF_ORDER, 'asc', after.keyset));
  return orderedBy(query, STAFF_ORDER, 'asc').limit(limit).execute();
}

export function updateStaffRow(db: Db, id: number, values: Partial<Pick<UserRow, 'role' | 'deactivated_at' | 'password_hash'>>) {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
