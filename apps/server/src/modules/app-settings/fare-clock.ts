import type { FareClock } from '@taxi/contract';
import type { Db } from '../../db/database';
import { DEFAULT_APP_SETTINGS } from './app-settings.defaults';
import { findSettings, listPeakTimes } from './app-settings.repository';

/** The night and peak windows of the app settings on the operator's clock (OPERATOR_TIME_ZONE), and when the settings last changed. */
export async function loadFareClock(db: Db, timeZone: string): Promise<{ clock: FareClock; modified: Date | null }> {
  const [settings, peaks] = await Promise.all([findSettings(db), listPeakTimes(db)]);
  return {
    clock: {
      timeZone,
      nightTimeFrom: settings?.night_time_from ?? DEFAULT_APP_SETTINGS.night_time_from,
      nightTimeTo: settings?.night_time_to ?? DEFAULT_APP_SETTINGS.night_time_to,
      peakTimes: peaks.map((peak) => ({ from: peak.peak_time_from, to: peak.peak_time_to })),
    },
    modified: settings?.last_modified_date ?? null,
  };
}
