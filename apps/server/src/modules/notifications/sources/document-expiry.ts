import { DocumentStatus } from '@taxi/contract';
import { sql } from 'kysely';
import { expiringBefore, operatorDay } from '../../expiry/expiry-window';
import { type NotificationFact, type NotificationSource, type ScanContext, SCAN_LIMIT } from './source';

/** Approved documents of current owners whose expiry lies in [from, to), latest first. */
async function documentsEnding({ db, timeZone }: ScanContext, from: Date | null, to: Date): Promise<NotificationFact[]> {
  let query = db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    .select(['d.id', 'd.user_id', 'd.vehicle_id', 'd.document_type', 'd.expires_at', 'v.plate', sql<string | null>`u.first_name || ' ' || u.last_name`.as('name')])
    .where('d.document_status', '=', DocumentStatus.Approved)
    .where('d.expires_at', '<', to)
    .where((eb) => eb.or([eb('u.deleted_at', 'is', null).and('d.user_id', 'is not', null), eb('d.vehicle_id', 'is not', null)]));
  if (from) query = query.where('d.expires_at', '>=', from);
  const rows = await query.orderBy('d.expires_at', 'desc').limit(SCAN_LIMIT).execute();
  return rows.map((row) => {
    const date = operatorDay(row.expires_at!, timeZone);
    return {
      entityType: 'Document',
      entityId: row.id,
      // the expiry date: a renewed document (a new date) is a new fact
      period: date,
      target: row.user_id !== null ? { kind: 'user', id: row.user_id } : { kind: 'vehicle', id: row.vehicle_id! },
      params: { documentType: row.document_type, date, name: row.name, plate: row.plate },
    };
  });
}

/** An approved document expires within 30 days on the operator's clock (Support: ask for the new one). */
export const documentExpiring: NotificationSource = {
  kind: 'documentExpiring',
  permission: 'documents.review',
  scan: (context) => documentsEnding(context, context.now, expiringBefore(context.now, context.timeZone)),
};

/** An approved document has expired: its driver cannot go online until it is renewed. */
export const documentExpired: NotificationSource = {
  kind: 'documentExpired',
  permission: 'documents.review',
  scan: (context) => documentsEnding(context, null, context.now),
};
