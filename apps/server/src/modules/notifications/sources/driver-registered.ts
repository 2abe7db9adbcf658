import { daysBefore, type NotificationSource, SCAN_LIMIT } from './source';

/** How far back a registration is news (older ones are not announced when the job first runs). */
const RECENT_DAYS = 7;

/** A driver registered (Support: their verification is to do). One per driver. */
export const driverRegistered: NotificationSource = {
  kind: 'driverRegistered',
  permission: 'users.verify',
  async scan({ db, now }) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('role', '=', 'Driver')
      .where('deleted_at', 'is', null)
      .where('registration_date', '>', daysBefore(now, RECENT_DAYS))
      .orderBy('registration_date', 'desc')
      .limit(SCAN_LIMIT)
      .execute();
    return rows.map((row) => ({ entityType: 'User', entityId: row.id, target: { kind: 'user', id: row.id }, params: { name: `${row.first_name} ${row.last_name}` } }));
  },
};
