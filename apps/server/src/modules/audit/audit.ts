import type { Kysely } from 'kysely';
import type { AuditEntityType } from '@taxi/contract';
import type { DB } from '../../db/schema';

/** Who did it: the signed-in admin (or the system, for start-up work). */
export interface Actor {
  id: number | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

export interface AuditEntry {
  action: string;
  /** One spelling per entity (the contract's AUDIT_ENTITY_TYPES): the audit log's filters and History panels find it by it. */
  entityType: AuditEntityType;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** When the entity's latest `action` was recorded (the database's clock), or null: verification.rules.ts's stale check. */
export async function lastAuditAt(db: Kysely<DB>, entityType: AuditEntityType, entityId: string | number, action: string): Promise<Date | null> {
  const row = await db
    .selectFrom('audit_entries')
    .select('created_at')
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(entityId))
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

/** Records an admin's change (DESIGN.md §5: who, what, when, before and after). Call it inside the change's transaction. */
export async function recordAudit(db: Kysely<DB>, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
    })
    .execute();
}
