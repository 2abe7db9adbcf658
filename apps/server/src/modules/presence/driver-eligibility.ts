import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { forbidden } from '../../lib/http-errors';

export const NOT_ALLOWED_ONLINE = 'Only an approved driver with an approved vehicle may go online';

/**
 * The go-online rule of DESIGN.md §5 as a condition on the users row `alias`: a Driver, not
 * deleted, approved (verification 1) and not expired, with at least one approved, unexpired
 * vehicle. An approval without an approved-until date (the API never makes one) does not expire.
 */
export function mayGoOnlineCondition(alias: string): RawBuilder<boolean> {
  const u = sql.ref(alias);
  const approved = (table: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
    sql`${table}.verification_status = 1 AND (${table}.verified_until IS NULL OR ${table}.verified_until > now())`;
  return sql<boolean>`(${u}.role = 'Driver' AND ${u}.deleted_at IS NULL AND ${approved(u)}
    AND EXISTS (SELECT 1 FROM vehicles ev WHERE ev.user_id = ${u}.id AND ${approved(sql.ref('ev'))}))`;
}

/** Whether the driver may go online and report positions now. */
export async function mayGoOnline(db: Db, driverId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(sql<boolean>`true`.as('ok'))
    .where('u.id', '=', driverId)
    .where(mayGoOnlineCondition('u'))
    .executeTakeFirst();
  return !!row;
}

/** 403 unless the driver may go online now (the position route and the driver's live socket). */
export async function assertMayGoOnline(db: Db, driverId: number): Promise<void> {
  if (!(await mayGoOnline(db, driverId))) throw forbidden(NOT_ALLOWED_ONLINE, 'driver.not_allowed_online');
}
