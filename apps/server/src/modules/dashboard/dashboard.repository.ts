import { sql } from 'kysely';
import type { DashboardSummary } from '@taxi/contract';
import type { Db } from '../../db/database';

/** The stored figures of the dashboard (the live one, connectedDrivers, comes from presence). */
export type StoredFigures = Omit<DashboardSummary, 'connectedDrivers'>;

/** The figures as counted, with the pending verifications by queue. */
export type CountedRow = Omit<StoredFigures, 'pendingVerifications' | 'pendingVerificationsBy'> & { pendingDrivers: number; pendingCustomers: number; pendingVehicles: number };

/**
 * Trips that started today, "today" starting at midnight on the operator's clock (`timeZone`,
 * OPERATOR_TIME_ZONE): an index-only range scan of trips_start_time_idx over one day of trips.
 */
export const tripsTodayCount = (timeZone: string) =>
  sql<number>`(SELECT count(*) FROM trips WHERE start_time >= date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})::int`;

/**
 * The counts kept by the database (migration 0010_dashboard_counts.sql): the sum of the change
 * rows its triggers write in the same transaction as each change, so they are exact in this
 * snapshot whatever instance or tool made the change. Also says how many change rows were summed.
 */
export async function readKeptCounts(db: Db, timeZone: string): Promise<CountedRow & { changeRows: number }> {
  const result = await sql<CountedRow & { changeRows: number }>`
    SELECT
      coalesce(sum(drivers), 0)::int AS "drivers",
      coalesce(sum(customers), 0)::int AS "customers",
      coalesce(sum(admins), 0)::int AS "admins",
      coalesce(sum(pending_drivers), 0)::int AS "pendingDrivers",
      coalesce(sum(pending_customers), 0)::int AS "pendingCustomers",
      coalesce(sum(pending_vehicles), 0)::int AS "pendingVehicles",
      coalesce(sum(pending_payouts), 0)::int AS "pendingPayouts",
      coalesce(sum(pending_payouts_amount), 0)::bigint AS "pendingPayoutsAmount",
      ${tripsTodayCount(timeZone)} AS "tripsToday",
      count(*)::int AS "changeRows"
    FROM dashboard_count_changes
  `.execute(db);
  return result.rows[0]!;
}

/**
 * Replaces the change rows this snapshot sees by one row holding their sum, in one statement: a
 * reader sees either all of them or the sum, never both; rows committed meanwhile are left for the
 * next fold, and two folds at once (two instances) each fold only rows they alone deleted.
 */
export async function foldCountChanges(db: Db): Promise<void> {
  await sql`
    WITH folded AS (DELETE FROM dashboard_count_changes RETURNING *)
    INSERT INTO dashboard_count_changes (drivers, customers, admins, pending_drivers, pending_customers, pending_vehicles, pending_payouts, pending_payouts_amount)
    SELECT sum(drivers), sum(customers), sum(admins), sum(pending_drivers), sum(pending_customers), sum(pending_vehicles), sum(pending_payouts), sum(pending_payouts_amount)
    FROM folded
    HAVING count(*) > 0
  `.execute(db);
}

/** The answer's shape: the pending verifications in all and by queue. */
export function toStoredFigures({ pendingDrivers, pendingCustomers, pendingVehicles, ...figures }: CountedRow): StoredFigures {
  return {
    ...figures,
    pendingVerifications: pendingDrivers + pendingCustomers + pendingVehicles,
    pendingVerificationsBy: { drivers: pendingDrivers, customers: pendingCustomers, vehicles: pendingVehicles },
  };
}
