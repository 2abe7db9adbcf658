import { type NotificationKind, type NotificationParams, type NotificationTarget, UNREAD_CAP } from '@taxi/contract';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { type ListSpec, type PageRange, listPage } from '../../db/list-page';

/** Whose notifications: a staff member and their roles. */
export interface Reader {
  userId: number;
  roles: readonly string[];
}

export interface NotificationFilter {
  kind?: NotificationKind | undefined;
  state?: 'read' | 'unread' | undefined;
}

export interface NotificationRow {
  id: number;
  kind: string;
  target_kind: string;
  target_id: number;
  params: NotificationParams;
  created_at: Date;
  read: boolean;
}

/** A notification to store: the unique key (kind, entity, period), whose it is, and its text's values. */
export interface NewNotification {
  kind: NotificationKind;
  entityType: string;
  entityId: number;
  period: string;
  target: NotificationTarget;
  roles: readonly string[];
  params: NotificationParams;
}

type N = ExpressionBuilder<DB & { n: DB['notifications'] }, 'n'>;

/** Read by `reader`: up to their mark-all watermark, or read one by one. */
const isRead = (reader: Reader) => (eb: N) =>
  eb.or([
    eb('n.id', '<=', eb.fn.coalesce(eb.selectFrom('notification_read_marks as m').select('m.read_up_to').where('m.user_id', '=', reader.userId), sql.lit(0))),
    eb.exists(eb.selectFrom('notification_reads as r').select(sql`1`.as('one')).where('r.user_id', '=', reader.userId).whereRef('r.notification_id', '=', 'n.id')),
  ]);

const forRoles = (roles: readonly string[]) => sql<SqlBool>`n.roles && ${sql.val([...roles])}::text[]`;

function visible(db: Db, reader: Reader, filter: NotificationFilter = {}) {
  let query = db.selectFrom('notifications as n').where(forRoles(reader.roles));
  if (filter.kind) query = query.where('n.kind', '=', filter.kind);
  if (filter.state === 'read') query = query.where(isRead(reader));
  if (filter.state === 'unread') query = query.where((eb) => eb.not(isRead(reader)(eb)));
  return query;
}

const KEYS = ['n.created_at', 'n.id'] as const;

export function notificationList(db: Db, reader: Reader, filter: NotificationFilter): ListSpec {
  const matching = visible(db, reader, filter);
  const selected = matching.select(['n.id', 'n.kind', 'n.target_kind', 'n.target_id', 'n.params', 'n.created_at']).select((eb) => isRead(reader)(eb).as('read'));
  return { filtered: matching, selected, keys: KEYS };
}

/** One page of the reader's notifications, newest first. */
export const listNotifications = (db: Db, reader: Reader, filter: NotificationFilter, page: PageRange) => listPage<NotificationRow>(db, notificationList(db, reader, filter), page);

/** How many of the reader's notifications are unread, counted up to UNREAD_CAP. */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const capped = visible(db, reader, { state: 'unread' }).select(sql`1`.as('one')).limit(UNREAD_CAP);
  const row = await db.selectFrom(capped.as('c')).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

/** Marks one of the reader's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, reader: Reader, id: number): Promise<boolean> {
  const mine = await visible(db, reader).select('n.id').where('n.id', '=', id).executeTakeFirst();
  if (!mine) return false;
  await db.insertInto('notification_reads').values({ user_id: reader.userId, notification_id: id }).onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing()).execute();
  return true;
}

/** Marks every notification made so far read for the reader: the watermark moves to the newest, the single reads below it go. */
export async function markAllRead(db: Db, reader: Reader): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const newest = await trx.selectFrom('notifications').select(sql<number | null>`max(id)`.as('id')).executeTakeFirstOrThrow();
    if (newest.id === null) return;
    await trx
      .insertInto('notification_read_marks')
      .values({ user_id: reader.userId, read_up_to: newest.id })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ read_up_to: sql`greatest(notification_read_marks.read_up_to, excluded.read_up_to)` }))
      .execute();
    await trx.deleteFrom('notification_reads').where('user_id', '=', reader.userId).where('notification_id', '<=', newest.id).execute();
  });
}

/** Stores the notifications not made yet (the unique key decides); answers the new ones' ids and roles. */
export async function insertNew(db: Db, rows: readonly NewNotification[]): Promise<{ id: number; roles: string[] }[]> {
  if (!rows.length) return [];
  return db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        kind: row.kind,
        entity_type: row.entityType,
        entity_id: row.entityId,
        period: row.period,
        target_kind: row.target.kind,
        target_id: row.target.id,
        roles: [...row.roles],
        params: JSON.stringify(row.params),
      })),
    )
    .onConflict((oc) => oc.columns(['kind', 'entity_type', 'entity_id', 'period']).doNothing())
    .returning(['id', 'roles'])
    .execute();
}
