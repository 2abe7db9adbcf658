import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type CountedRow, type StoredFigures, toStoredFigures, tripsTodayCount } from './dashboard.repository';

/**
 * The stored figures counted from the tables, as GetSummary did on every call before issue 23
 * (73 ms at 200,000 users): the reference the kept counts must always equal (the dashboard tests)
 * and the "before" of bench:dashboard. Deleted users (kept, anonymised, for their money records)
 * are not counted; the pending counts are the verification queues' lists (users.repository.ts,
 * vehicles.repository.ts, ?verificationStatus=0), deleted users and their vehicles left out.
 */
export async function countStoredFiguresExactly(db: Db, timeZone: string): Promise<StoredFigures> {
  const result = await sql<CountedRow>`
    SELECT
      (SELECT count(*) FROM users WHERE role = 'Driver' AND deleted_at IS NULL)::int AS "drivers",
      (SELECT count(*) FROM users WHERE role = 'Customer' AND deleted_at IS NULL)::int AS "customers",
      (SELECT count(*) FROM users WHERE role = 'Admin' AND deleted_at IS NULL)::int AS "admins",
      (SELECT count(*) FROM users WHERE verification_status = 0 AND role = 'Driver' AND deleted_at IS NULL)::int AS "pendingDrivers",
      (SELECT count(*) FROM users WHERE verification_status = 0 AND role = 'Customer' AND deleted_at IS NULL)::int AS "pendingCustomers",
      (SELECT count(*) FROM vehicles WHERE verification_status = 0
        AND user_id NOT IN (SELECT id FROM users WHERE deleted_at IS NOT NULL))::int AS "pendingVehicles",
      (SELECT count(*) FROM bank_transfers WHERE status IN (0, 1))::int AS "pendingPayouts",
      (SELECT coalesce(sum(amount), 0) FROM bank_transfers WHERE status IN (0, 1))::bigint AS "pendingPayoutsAmount",
      ${tripsTodayCount(timeZone)} AS "tripsToday"
  `.execute(db);
  return toStoredFigures(result.rows[0]!);
}
