import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database';
import type { DB } from '../../src/db/schema';
import { demoIban } from '../../src/demo/ibans';

/** Every table the demo writes or reads its fares from. */
export const DEMO_TABLES: readonly (keyof DB)[] = [
  'users', 'trip_types', 'vehicles', 'documents', 'trips', 'trip_places', 'payments',
  'bank_transfers', 'ledger_entries', 'app_settings', 'peak_times', 'driver_presence', 'trip_track_points',
];

/** A demo table's rows in key order (the tables without an id: their primary key's columns). */
export function rowsInKeyOrder(db: Db, table: keyof DB): Promise<Record<string, unknown>[]> {
  const query = db.selectFrom(table).selectAll();
  if (table === 'driver_presence') return query.orderBy('driver_id').execute();
  if (table === 'trip_track_points') return query.orderBy('trip_id').orderBy('recorded_at').execute();
  return query.orderBy('id').execute();
}

/**
 * Columns added after the digests were recorded (issue 24's staff and second-factor setting, issue
 * 25's four-eyes, IBANs and bank sender), with the value the demo leaves in them, or a function of
 * the row that gives it (a driver's IBAN follows from their id): checked, then left out, so that a
 * new column does not change what the demo wrote before it.
 */
type Later = unknown | ((row: Record<string, unknown>) => unknown);
const LATER_COLUMNS: Partial<Record<keyof DB, Record<string, Later>>> = {
  users: { deactivated_at: null, last_sign_in_at: null, iban: (row: Record<string, unknown>) => (row.role === 'Driver' ? demoIban(row.id as number) : null) },
  app_settings: {
    two_factor_required_for_admin_and_finance: false,
    payout_second_approval_threshold: 1_000_000,
    transfer_from_iban: demoIban(900_001),
    transfer_from_bic: 'TCZBTR2A',
  },
  bank_transfers: { first_approved_by: null, first_approved_at: null, second_approved_by: null, second_approved_at: null },
};

const withoutLaterColumns = (table: keyof DB, row: Record<string, unknown>) => {
  const later = LATER_COLUMNS[table];
  if (!later) return row;
  const kept = { ...row };
  for (const [column, expected] of Object.entries(later)) {
    const left = typeof expected === 'function' ? (expected as (row: Record<string, unknown>) => unknown)(row) : expected;
    if (kept[column] !== left) throw new Error(`the demo wrote ${table}.${column}: record the digests again`);
    delete kept[column];
  }
  return kept;
};

/**
 * A digest of every demo table, row by row in key order (ids included), as JSON with dates as ISO
 * strings: independent of the session's time zone, the same on PGlite and PostgreSQL.
 */
export async function demoDigest(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of DEMO_TABLES) {
    const rows = await rowsInKeyOrder(db, table);
    const hash = createHash('sha256');
    for (const row of rows) hash.update(`${JSON.stringify(withoutLaterColumns(table, row))}\n`);
    digests[table] = `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
  }
  return digests;
}
