import { sql } from 'kysely';
import type { DashboardSummary } from '@taxi/contract';
import type { Db } from '../../db/database';

/**
 * The stored figures of the dashboard, in one round trip (the live ones come from presence).
 * "Today" starts at midnight on the operator's clock (`timeZone`, OPERATOR_TIME_ZONE). Deleted users
 * (kept, anonymised, for their money records) are not counted.
 */
export async function loadStoredFigures(db: Db, timeZone: string): Promise<Omit<DashboardSummary, 'connectedDrivers'>> {
  const result = await sql<Omit<DashboardSummary, 'connectedDrivers'>>`
    SELECT
      (SELECT count(*) FROM users WHERE role = 'Driver' AND deleted_at IS NULL)::int AS "drivers",
      (SELECT count(*) FROM users WHERE role = 'Customer' AND deleted_at IS NULL)::int AS "customers",
      (SELECT count(*) FROM users WHERE role = 'Admin' AND deleted_at IS NULL)::int AS "admins",
      ((SELECT count(*) FROM users WHERE verification_status = 0 AND role <> 'Admin' AND deleted_at IS NULL)
        + (SELECT count(*) FROM vehicles WHERE verification_status = 0))::int AS "pendingVerifications",
      (SELECT count(*) FROM bank_transfers WHERE status IN (0, 1))::int AS "pendingPayouts",
      (SELECT coalesce(sum(amount), 0) FROM bank_transfers WHERE status IN (0, 1))::bigint AS "pendingPayoutsAmount",
      (SELECT count(*) FROM trips
        WHERE start_time >= date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})::int AS "tripsToday"
  `.execute(db);
  return result.rows[0]!;
}
