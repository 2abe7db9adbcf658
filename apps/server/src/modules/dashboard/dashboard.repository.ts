import { sql } from 'kysely';
import type { DashboardSummary } from '@taxi/contract';
import type { Db } from '../../db/database';

/** A driver counts as connected when online and heard from within this window (DESIGN.md §5). */
export const CONNECTED_WINDOW_SECONDS = 120;

/** The figures of the dashboard, in one round trip. */
export async function loadDashboardSummary(db: Db): Promise<DashboardSummary> {
  const result = await sql<DashboardSummary>`
    SELECT
      (SELECT count(*) FROM users WHERE role = 'Driver')::int AS "drivers",
      (SELECT count(*) FROM users WHERE role = 'Customer')::int AS "customers",
      (SELECT count(*) FROM users WHERE role = 'Admin')::int AS "admins",
      ((SELECT count(*) FROM users WHERE verification_status = 0 AND role <> 'Admin')
        + (SELECT count(*) FROM vehicles WHERE verification_status = 0))::int AS "pendingVerifications",
      (SELECT count(*) FROM bank_transfers WHERE status IN (0, 1))::int AS "pendingPayouts",
      (SELECT coalesce(sum(amount), 0) FROM bank_transfers WHERE status IN (0, 1))::bigint AS "pendingPayoutsAmount",
      (SELECT count(*) FROM driver_presence
        WHERE online AND updated_at > now() - make_interval(secs => ${CONNECTED_WINDOW_SECONDS}))::int AS "connectedDrivers",
      (SELECT count(*) FROM trips
        WHERE start_time >= date_trunc('day', now() AT TIME ZONE 'Europe/Istanbul') AT TIME ZONE 'Europe/Istanbul')::int AS "tripsToday"
  `.execute(db);
  return result.rows[0]!;
}
