import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { openTestDatabase } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

const TABLES = [
  'app_settings', 'audit_entries', 'bank_file_items', 'bank_files', 'bank_transfers', 'bookings', 'dashboard_count_changes', 'dispatch_offers', 'documents', 'driver_presence', 'insight_days', 'insight_days_zone', 'insight_slots', 'jobs', 'ledger_entries',
  'notification_read_marks', 'notification_reads', 'notifications', 'online_driver_samples', 'payments',
  'peak_times', 'schema_migrations', 'statement_imports', 'trip_messages', 'trip_places', 'trip_track_points', 'trip_types', 'trips', 'user_recovery_codes', 'user_two_factor', 'users', 'vehicles',
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tripType = { type_name: 'Standard', description: 'd', number_of_passengers: 4, system_percentage: 20, base_fare: 5000, per_km_fare: 2000, per_minute_fare: 300, cancellation_surcharge: 50, night_surcharge: 20, peak_time_surcharge: 10 };

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates every table of the model and records each migration', async () => {
    const tables = await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(database.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(TABLES);
    const applied = await database.db.selectFrom('schema_migrations' as never).select('name' as never).execute();
    expect(applied).toHaveLength(loadMigrations().length);
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it('refuses a duplicate e-mail whatever its case', async () => {
    const user = await createUser(database.db, 'Customer');
    await expect(createUser(database.db, 'Customer', { email: user.email.toUpperCase() })).rejects.toThrow(/users_email_key/);
  });

  it.each([
    ['a percentage over 100', { system_percentage: 101 }],
    ['a negative fare', { base_fare: -1 }],
    ['no passengers', { number_of_passengers: 0 }],
  ])('refuses a trip type with %s', async (_label, change) => {
    await expect(database.db.insertInto('trip_types').values({ ...tripType, type_name: `T ${Math.random()}`, ...change }).execute()).rejects.toThrow(/check constraint/);
  });

  it('refuses unknown status codes and a rejected payout without a reason', async () => {
    const driver = await createUser(database.db, 'Driver');
    await expect(database.db.insertInto('bank_transfers').values({ user_id: driver.id, amount: 100, status: 4 }).execute()).rejects.toThrow(/check constraint/);
    await expect(database.db.insertInto('bank_transfers').values({ user_id: driver.id, amount: 100, status: 3 }).execute()).rejects.toThrow(/check constraint/);
    await expect(database.db.updateTable('users').set({ verification_status: 7 }).where('id', '=', driver.id).execute()).rejects.toThrow(/check constraint/);
  });

  it('allows one settings record only', async () => {
    const values = { night_time_from: '22:00', night_time_to: '06:00', transfer_from_name: 'a', tranfer_from_email: 'b', transfer_from_phone: 'c', transfer_from_address: 'd' };
    await database.db.insertInto('app_settings').values({ id: 1, ...values }).onConflict((oc) => oc.doNothing()).execute();
    await expect(database.db.insertInto('app_settings').values({ id: 2, ...values }).execute()).rejects.toThrow(/check constraint/);
    await expect(database.db.updateTable('app_settings').set({ night_time_from: '25:99' }).execute()).rejects.toThrow(/check constraint/);
  });
});
