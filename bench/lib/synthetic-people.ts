/**
 * Synthetic rows for bench:dashboard, written by INSERT … SELECT FROM generate_series in a few
 * statements (seconds, where the demo seed at scale 200 takes many minutes): users in the shares
 * of the scale-200 seed (89.7 % customers, 10 % drivers, 0.3 % admins; a tenth pending, a
 * twentieth rejected), 1.25 vehicles per driver, 4.8 payouts per driver (a tenth open), and 5
 * trips per user over the 90 days before now, so "today" holds about as many as at scale 200.
 * Every row goes through the dashboard triggers like any other write.
 */
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';

export interface SyntheticCounts {
  users: number;
  vehicles: number;
  payouts: number;
  trips: number;
}

/** Adds `users` synthetic users (and their vehicles, payouts and trips) in one transaction; answers how many rows of each. */
export function addSyntheticPeople(db: Db, users: number, batch = `${Date.now().toString(36)}`): Promise<SyntheticCounts> {
  return db.transaction().execute((trx) => addRows(trx, users, batch));
}

async function addRows(db: Db, users: number, batch: string): Promise<SyntheticCounts> {
  const run = async (query: ReturnType<typeof sql>) => Number((await query.execute(db)).numAffectedRows ?? 0);
  const tag = `synthetic-${batch}-`;
  const added = await run(sql`
    INSERT INTO users (email, password_hash, role, first_name, last_name, verification_status, registration_date)
    SELECT ${tag} || g || '@bench.taxi', 'x',
           CASE WHEN g % 1000 < 3 THEN 'Admin' WHEN g % 1000 < 103 THEN 'Driver' ELSE 'Customer' END,
           'Synthetic', 'User ' || g,
           CASE WHEN g % 20 < 2 THEN 0 WHEN g % 20 = 2 THEN 2 ELSE 1 END,
           now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${users}::int) g`);
  const tripType = sql`(SELECT min(id) FROM trip_types)`;
  const vehicles = await run(sql`
    INSERT INTO vehicles (user_id, trip_type_id, brand, model, year, color, plate, number_of_seats, verification_status)
    SELECT u.id, ${tripType}, 'Fiat', 'Egea', 2022, 'Grey', 'SYN ' || u.id || '-' || k, 4, CASE WHEN u.id % 10 = 0 THEN 0 ELSE 1 END
    FROM users u, generate_series(1, CASE WHEN u.id % 4 = 0 THEN 2 ELSE 1 END) k
    WHERE u.email LIKE ${`${tag}%`} AND u.role = 'Driver'`);
  const payouts = await run(sql`
    INSERT INTO bank_transfers (user_id, amount, status, rejected_reason)
    SELECT u.id, 10000 + (u.id * 37 + k) % 90000, s.status, CASE WHEN s.status = 3 THEN 'Wrong IBAN' END
    FROM users u, generate_series(1, CASE WHEN u.id % 5 = 0 THEN 4 ELSE 5 END) k,
         LATERAL (SELECT CASE WHEN (u.id + k) % 10 = 0 THEN (u.id + k) % 2 WHEN (u.id + k) % 10 = 1 THEN 3 ELSE 2 END AS status) s
    WHERE u.email LIKE ${`${tag}%`} AND u.role = 'Driver'`);
  const trips = await run(sql`
    WITH people AS (
      SELECT array_agg(id) FILTER (WHERE role = 'Customer') AS customers, array_agg(id) FILTER (WHERE role = 'Driver') AS drivers
      FROM users WHERE email LIKE ${`${tag}%`})
    INSERT INTO trips (customer_id, driver_id, trip_type_id, status, payment_method, start_time, end_time, distance_meters, duration_seconds, fare)
    SELECT p.customers[1 + (g::bigint * 7919) % cardinality(p.customers)], p.drivers[1 + (g::bigint * 104729) % cardinality(p.drivers)], ${tripType},
           5, CASE WHEN g % 2 = 0 THEN 'Cash' ELSE 'Card' END, s.start_time, s.start_time + interval '15 minutes', 5000, 900, 2000
    FROM people p, generate_series(1, 5 * ${users}::int) g,
         LATERAL (SELECT now() - ((g * 2654435761::bigint) % 7776000) * interval '1 second' AS start_time) s`);
  return { users: added, vehicles, payouts, trips };
}
