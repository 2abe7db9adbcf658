import { type AuditFacets, type EntityHistory, HISTORY_LIMIT, type HistoryKind } from '@taxi/contract';
import type { Db } from '../../db/database';
import { toAuditEntry } from './audit.mappers';
import * as repository from './audit.repository';

/** What the filters offer: the actions and entity types recorded so far, and the staff who may have acted. */
export async function getFacets(db: Db): Promise<AuditFacets> {
  const [actions, entityTypes, staff] = await Promise.all([repository.listActions(db), repository.listEntityTypes(db), repository.listStaff(db)]);
  return {
    actions,
    entityTypes,
    staff: staff.map((member) => ({ id: member.id, email: member.email, name: `${member.first_name} ${member.last_name}`.trim(), role: member.role })),
  };
}

/** The latest HISTORY_LIMIT entries of one entity (its documents' too, for a user or a vehicle), and whether older ones exist. */
export async function getEntityHistory(db: Db, kind: HistoryKind, entityId: number): Promise<EntityHistory> {
  const rows = await repository.listEntityHistory(db, kind, entityId, HISTORY_LIMIT + 1);
  return { entries: rows.slice(0, HISTORY_LIMIT).map(toAuditEntry), hasMore: rows.length > HISTORY_LIMIT };
}
