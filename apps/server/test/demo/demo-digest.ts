import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database';
import type { DB } from '../../src/db/schema';

/** Every table the demo writes or reads its fares from. */
export const DEMO_TABLES: readonly (keyof DB)[] = [
  'users', 'trip_types', 'vehicles', 'documents', 'trips', 'trip_places', 'payments',
  'bank_transfers', 'ledger_entries', 'app_settings', 'peak_times', 'driver_presence',
];

/**
 * Columns added after the digests were recorded that the demo never writes (issue 24's staff and
 * second-factor setting), with the value the demo leaves in them: left out, so that a new column
 * the demo leaves at its default does not change what the demo wrote.
 */
const LATER_COLUMNS: Partial<Record<keyof DB, Record<string, unknown>>> = {
  users: { deactivated_at: null, last_sign_in_at: null },
  app_settings: { two_factor_required_for_admin_and_finance: false },
};

const withoutLaterColumns = (table: keyof DB, row: Record<string, unknown>) => {
  const later = LATER_COLUMNS[table];
  if (!later) return row;
  const kept = { ...row };
  for (const [column, left] of Object.entries(later)) {
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
    const key = table === 'driver_presence' ? 'driver_id' : 'id';
    const rows = await db.selectFrom(table).selectAll().orderBy(key).execute();
    const hash = createHash('sha256');
    for (const row of rows) hash.update(`${JSON.stringify(withoutLaterColumns(table, row))}\n`);
    digests[table] = `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
  }
  return digests;
}
