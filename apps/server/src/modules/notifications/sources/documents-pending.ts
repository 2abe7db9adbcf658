import { DocumentStatus } from '@taxi/contract';
import { sql } from 'kysely';
import { type NotificationFact, type NotificationSource, SCAN_LIMIT } from './source';

/**
 * Documents waiting for review, one notification per owner (a user or a vehicle) and upload: the
 * period is the latest pending upload, so new documents make a new notification and deciding some
 * of them does not.
 */
export const documentsPending: NotificationSource = {
  kind: 'documentsPending',
  permission: 'documents.review',
  async scan({ db }) {
    const rows = await db
      .selectFrom('documents as d')
      .leftJoin('users as u', 'u.id', 'd.user_id')
      .leftJoin('vehicles as v', 'v.id', 'd.vehicle_id')
      .select([
        'd.user_id',
        'd.vehicle_id',
        sql<string>`max(d.created_at)::text`.as('latest'),
        sql<number>`count(*)::int`.as('count'),
        sql<string | null>`max(u.first_name || ' ' || u.last_name)`.as('name'),
        sql<string | null>`max(v.plate)`.as('plate'),
      ])
      .where('d.document_status', '=', DocumentStatus.Pending)
      .where((eb) => eb.or([eb('u.deleted_at', 'is', null).and('d.user_id', 'is not', null), eb('d.vehicle_id', 'is not', null)]))
      .groupBy(['d.user_id', 'd.vehicle_id'])
      .orderBy(sql`max(d.created_at)`, 'desc')
      .limit(SCAN_LIMIT)
      .execute();
    return rows.map((row): NotificationFact => {
      const period = new Date(row.latest).toISOString();
      return row.user_id !== null
        ? { entityType: 'User', entityId: row.user_id, period, target: { kind: 'user', id: row.user_id }, params: { name: row.name, count: row.count } }
        : { entityType: 'Vehicle', entityId: row.vehicle_id!, period, target: { kind: 'vehicle', id: row.vehicle_id! }, params: { plate: row.plate, count: row.count } };
    });
  },
};
