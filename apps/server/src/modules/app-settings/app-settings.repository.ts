import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AppSettingsTable, DB, PeakTimesTable } from '../../db/schema';

type Executor = Kysely<DB>;
export type SettingsValues = Updateable<AppSettingsTable>;
export type PeakTimeValues = Insertable<PeakTimesTable>;

/** The one settings record (id 1). */
export function findSettings(db: Executor) {
  return db.selectFrom('app_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The settings record, locked until the transaction ends, so two saves run one after the other. */
export function findSettingsForUpdate(db: Executor) {
  return db.selectFrom('app_settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirst();
}

/** Peak ranges in the order the admin listed them. */
export function listPeakTimes(db: Executor) {
  return db.selectFrom('peak_times').selectAll().orderBy('position').orderBy('id').execute();
}

export function updateSettings(db: Executor, values: SettingsValues) {
  return db.updateTable('app_settings').set(values).where('id', '=', 1).execute();
}

/** Drops every stored peak range and writes `ranges` in their place. */
export async function replacePeakTimes(db: Executor, ranges: PeakTimeValues[]) {
  await db.deleteFrom('peak_times').execute();
  if (ranges.length > 0) await db.insertInto('peak_times').values(ranges).execute();
}
