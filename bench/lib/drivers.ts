/**
 * N approved drivers, each with an approved vehicle, inserted set-based (no sign-up or sign-in per
 * driver) for the benchmarks that need a crowd of drivers (live, map). Idempotent: drivers and
 * vehicles that exist already are kept.
 */
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';

export interface DriverCrowd {
  /** Emails are `<prefix><n>@bench.test`; also how the crowd is found again. */
  emailPrefix: string;
  /** Phone numbers are `<phonePrefix><n, 7 digits>`. */
  phonePrefix: string;
  /** Two letters of the plates (`<letters> <user id>`). */
  plateLetters: string;
  count: number;
  /** The vehicles' trip type; absent: the first one. */
  tripTypeId?: number;
}

/** Inserts the crowd and returns the ids of its drivers, in id order. */
export async function seedDrivers(db: Db, crowd: DriverCrowd): Promise<number[]> {
  const tripType = crowd.tripTypeId ?? sql`(SELECT min(id) FROM trip_types)`;
  await sql`INSERT INTO users (email, password_hash, role, first_name, last_name, phone_number, rating, verification_status, verified_until)
    SELECT ${crowd.emailPrefix} || g || '@bench.test', '-', 'Driver', 'Bench', 'Driver ' || g, ${crowd.phonePrefix} || lpad(g::text, 7, '0'), 4.5, 1, now() + interval '1 year'
    FROM generate_series(1, ${crowd.count}::int) g ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO vehicles (user_id, trip_type_id, brand, model, year, color, plate, number_of_seats, verification_status)
    SELECT u.id, ${tripType}, 'Fiat', 'Egea', 2022, 'Grey', ${`${crowd.plateLetters} `}::text || u.id, 4, 1
    FROM users u WHERE u.email LIKE ${`${crowd.emailPrefix}%`} AND NOT EXISTS (SELECT 1 FROM vehicles v WHERE v.user_id = u.id)`.execute(db);
  const rows = await db.selectFrom('users').select('id').where('email', 'like', `${crowd.emailPrefix}%`).orderBy('id').execute();
  return rows.map((row) => row.id);
}
