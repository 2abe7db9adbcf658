import { sql } from 'kysely';
import type { DashboardSummary } from '@taxi/contract';
import type { Db } from '../../db/database';

/**
 * The stored figures of the dashboard, in one round trip (the live ones come from presence).
 * "Today" starts at midnight on the operator's clock (`timeZone`, OPERATOR_TIME_ZONE). Deleted users
 * (kept, anonymised, for their money records) are not counted.
 */
export async function loadStoredFigures(db: Db, timeZone: string): Promise<Omit<DashboardSummary, 'connectedDrivers'>> {
  type Row = Omit<DashboardSummary, 'connectedDrivers' | 'pendingVerifications' | 'pendingVerificationsBy'> & { pendingDrivers: number; pendingCustomers: number; pendingVehicles: number };
  // The pending counts are the verification queues' lists (users.repository.ts, vehicles.repository.ts,
  // ?verificationStatus=0): deleted users and their vehicles left out, as the lists leave them out.
  const result = await sql<Row>`
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
      (SELECT count(*) FROM trips
        WHERE start_time >= date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})::int AS "tripsToday"
  `.execute(db);
  const { pendingDrivers, pendingCustomers, pendingVehicles, ...figures } = result.rows[0]!;
  return {
    ...figures,
    pendingVerifications: pendingDrivers + pendingCustomers + pendingVehicles,
    pendingVerificationsBy: { drivers: pendingDrivers, customers: pendingCustomers, vehicles: pendingVehicles },
  };
}
