import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { AppSettingsTable, PeakTimesTable } from '../../db/schema';

export type SettingsValues = Updateable<AppSettingsTable>;
export type PeakTimeValues = Insertable<PeakTimesTable>;

/** The one settings record (id 1). */
export function findSettings(db: Db) {
  return db.selectFrom('app_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The settings record, locked until the transaction ends, so two saves run one after the other. */
export function findSettingsForUpdate(db: Db) {
  return db.selectFrom('app_settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirst();
}

/** Peak ranges in the order the admin listed them. */
export function listPeakTimes(db: Db) {
  return db.selectFrom('peak_times').selectAll().orderBy('position').orderBy('id').execute();
}

export function updateSettings(db: Db, values: SettingsValues) {
  return db.updateTable('app_settings').set(values).where('id', '=', 1).execute();
}

/** Drops every stored peak range and writes `ranges` in their place. */
export async function replacePeakTimes(db: Db, ranges: PeakTimeValues[]) {
  await db.deleteFrom('peak_times').execute();
  if (ranges.length > 0) await db.insertInto('peak_times').values(ranges).execute();
}
