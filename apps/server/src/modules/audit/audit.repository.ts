import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { auditEntityType } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { type ListSpec, type PageRange, listPage } from '../../db/list-page';
import { dayEnd, dayStart } from '../../lib/operator-days';

/** The filters of the audit log (contract AuditEntriesQuery): all optional, combinable. */
export interface AuditFilter {
  actorId?: number | undefined;
  /** In any case (`user` finds `User`: the contract's auditEntityType). */
  entityType?: string | undefined;
  /** Only with `entityType`. */
  entityId?: string | undefined;
  action?: string | undefined;
  /** Whole days YYYY-MM-DD on the operator's clock, both inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** One audit entry with what the actor's account says of them now. */
export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_deleted_at: Date | null;
}

/** Entries of one entity type, named in any case: compared in its recorded spelling, on the type's indexes. */
const entityTypeIs = (type: string) => sql<SqlBool>`a.entity_type = ${auditEntityType(type)}`;

function filtered(db: Db, filter: AuditFilter, timeZone: string) {
  let query = db.selectFrom('audit_entries as a');
  if (filter.actorId !== undefined) query = query.where('a.actor_id', '=', filter.actorId);
  if (filter.entityType !== undefined) query = query.where(entityTypeIs(filter.entityType));
  if (filter.entityId !== undefined) query = query.where('a.entity_id', '=', filter.entityId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.dateFrom) query = query.where('a.created_at', '>=', dayStart(filter.dateFrom, timeZone));
  if (filter.dateTo) query = query.where('a.created_at', '<', dayEnd(filter.dateTo, timeZone));
  return query;
}

/** The entries' columns and the actor's account (no row for the system or a refused sign-in of nobody). */
function withActor(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(ENTRY_COLUMNS)
    .select(['u.first_name as actor_first_name', 'u.last_name as actor_last_name', 'u.deleted_at as actor_deleted_at']);
}

const KEYS = ['a.created_at', 'a.id'] as const;

/** The audit log as a list: newest first (time, then id: the entries of one transaction share their time). */
export function auditList(db: Db, filter: AuditFilter, timeZone: string): ListSpec {
  const matching = filtered(db, filter, timeZone);
  return { filtered: matching, selected: withActor(matching), keys: KEYS };
}

/** One page of entries and how many match (db/list-page.ts: exact up to the cap). */
export const listAuditEntries = (db: Db, filter: AuditFilter, timeZone: string, page: PageRange) => listPage<AuditRow>(db, auditList(db, filter, timeZone), page);

export type AuditCsvRow = AuditRow & { keyset: string };

/** The entries after `after` in the list's order, for the CSV export in keyset batches. */
export async function listAuditEntriesAfter(db: Db, filter: AuditFilter, timeZone: string, after: AuditCsvRow | undefined, limit: number): Promise<AuditCsvRow[]> {
  let query = withActor(filtered(db, filter, timeZone)).select(sql<string>`a.created_at::text`.as('keyset'));
  if (after) query = query.where(sql<SqlBool>`(a.created_at, a.id) < (${after.keyset}::timestamptz, ${after.id})`);
  return (await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute()) as AuditCsvRow[];
}

const ENTRY_COLUMNS = ['a.id', 'a.actor_id', 'a.actor_email', 'a.action', 'a.entity_type', 'a.entity_id', 'a.before', 'a.after', 'a.created_at'] as const;

/** The latest `limit` entries matching `where`, newest first, on the index of its entity type (and ids). */
const latest = (db: Db, where: (eb: ExpressionBuilder<DB & { a: DB['audit_entries'] }, 'a'>) => Expression<SqlBool>, limit: number) =>
  db.selectFrom('audit_entries as a').select(ENTRY_COLUMNS).where(where).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit);

/**
 * The latest `limit` entries of one entity, newest first. A user's or a vehicle's include the
 * decisions on their documents (entity type `document`, ids of the documents they own now). Each
 * part is its own index range (type and id), at most `limit` rows, merged and cut after: an OR of
 * the two made the planner walk the whole log by time (300 ms at 300,000 entries; this: a few milliseconds).
 */
export async function listEntityHistory(db: Db, entityType: string, entityId: number, limit: number): Promise<AuditRow[]> {
  const own = latest(db, (eb) => eb.and([entityTypeIs(entityType), eb('a.entity_id', '=', String(entityId))]), limit);
  const owner = ownerColumn(entityType);
  const documents = owner
    ? latest(db, (eb) => eb.and([entityTypeIs('Document'), eb('a.entity_id', 'in', eb.selectFrom('documents').select(sql<string>`id::text`.as('id')).where(owner, '=', entityId))]), limit)
    : undefined;
  const entries = documents ? db.selectFrom(own.as('o')).selectAll().unionAll(db.selectFrom(documents.as('d')).selectAll()) : own;
  return (await db
    .selectFrom(entries.as('a'))
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .selectAll('a')
    .select(['u.first_name as actor_first_name', 'u.last_name as actor_last_name', 'u.deleted_at as actor_deleted_at'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute()) as AuditRow[];
}

/** The documents column naming an owner of this type, if it owns documents. */
function ownerColumn(entityType: string): 'user_id' | 'vehicle_id' | undefined {
  const type = auditEntityType(entityType);
  return type === 'User' ? 'user_id' : type === 'Vehicle' ? 'vehicle_id' : undefined;
}

/**
 * The distinct values of an indexed expression, each found by one index probe (a loose index scan
 * as a recursive query): a few dozen probes instead of reading every entry of a large log.
 */
async function distinctValues(db: Db, expression: 'action' | 'entity_type'): Promise<string[]> {
  const value = sql.raw(expression);
  const { rows } = await sql<{ value: string }>`
    WITH RECURSIVE found(value) AS (
      (SELECT ${value} FROM audit_entries ORDER BY 1 LIMIT 1)
      UNION ALL
      SELECT (SELECT ${value} FROM audit_entries WHERE ${value} > found.value ORDER BY 1 LIMIT 1) FROM found WHERE found.value IS NOT NULL
    )
    SELECT value FROM found WHERE value IS NOT NULL`.execute(db);
  return rows.map((row) => row.value);
}

/** Every action recorded so far, in code order. */
export const listActions = (db: Db) => distinctValues(db, 'action');

/** Every entity type recorded so far, lower-cased (the filters' and the URL's codes), in order. */
export const listEntityTypes = async (db: Db) => (await distinctValues(db, 'entity_type')).map((type) => type.toLowerCase()).sort();

/** The staff (every role but the apps' customers and drivers), not deleted, by name: the "who" filter's choices. */
export function listStaff(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role'])
    .where('role', 'not in', ['Customer', 'Driver'])
    .where('deleted_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}
