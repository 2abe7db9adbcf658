import { sql } from 'kysely';
import type { Db } from '../db/database';
import { findSettings, listPeakTimes } from '../modules/app-settings/app-settings.repository';
import { toFareRates } from '../modules/trip-types/trip-types.mappers';
import type { DemoTariff, DemoTripType } from './demo-types';
import { DEMO_APP_SETTINGS, DEMO_PEAK_TIMES } from './operator-settings';
import { TRIP_TYPE_CATALOGUE } from './trip-type-catalogue';

/**
 * Writes the demo settings, peak times and trip types where they are missing (settings a bootstrap
 * already created are kept), then reads back what is stored: fares are computed from that, with the
 * windows read on the operator's clock (`timeZone`).
 */
export async function ensureDemoTariff(db: Db, now: Date, timeZone: string): Promise<DemoTariff> {
  await db
    .insertInto('app_settings')
    .values({ ...DEMO_APP_SETTINGS, last_modified_date: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  let peaks = await listPeakTimes(db);
  if (peaks.length === 0) {
    await db.insertInto('peak_times').values([...DEMO_PEAK_TIMES]).execute();
    peaks = await listPeakTimes(db);
  }
  await db
    .insertInto('trip_types')
    .values(TRIP_TYPE_CATALOGUE.map((entry) => ({ ...entry.row, last_modified_date: now })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();

  const settings = await findSettings(db);
  if (!settings) throw new Error('The app settings record could not be created');
  const stored = await db.selectFrom('trip_types').selectAll().where(sql<string>`lower(type_name)`, 'in', TRIP_TYPE_CATALOGUE.map((entry) => entry.row.type_name.toLowerCase())).execute();
  const tripTypes = TRIP_TYPE_CATALOGUE.map((entry): DemoTripType => {
    const row = stored.find((candidate) => candidate.type_name.toLowerCase() === entry.row.type_name.toLowerCase());
    if (!row) throw new Error(`Trip type ${entry.row.type_name} could not be created`);
    return {
      id: row.id,
      key: entry.key,
      name: row.type_name,
      systemPercentage: row.system_percentage,
      rates: toFareRates(row),
    };
  });
  return {
    tripTypes,
    clock: {
      timeZone,
      nightTimeFrom: settings.night_time_from,
      nightTimeTo: settings.night_time_to,
      peakTimes: peaks.map((peak) => ({ from: peak.peak_time_from, to: peak.peak_time_to })),
    },
  };
}
