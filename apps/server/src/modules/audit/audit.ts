import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Who did it: the signed-in admin (or the system, for start-up work). */
export interface Actor {
  id: number | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

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
