import type { AuditActor, AuditEntry } from '@taxi/contract';
import type { AuditRow } from './audit.repository';

/** The actor as recorded, named by their account while it has a name (a deleted account's is erased). */
function toAuditActor(row: AuditRow): AuditActor {
  const named = row.actor_first_name !== null && row.actor_deleted_at === null;
  return { id: row.actor_id, email: row.actor_email, name: named ? `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim() : null };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: toAuditActor(row),
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
