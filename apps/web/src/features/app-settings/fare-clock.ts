import type { AppSettings, FareClock } from '@taxi/contract';

/** The night window and peak ranges of the settings, read on the operator's clock (`timeZone`), as the fare function reads them. */
export function toFareClock(settings: Pick<AppSettings, 'nightTimeFrom' | 'nightTimeTo' | 'peakTimes'>, timeZone: string): FareClock {
  return {
    timeZone,
    nightTimeFrom: settings.nightTimeFrom,
    nightTimeTo: settings.nightTimeTo,
    peakTimes: settings.peakTimes.map((range) => ({ from: range.peakTimeFrom, to: range.peakTimeTo })),
  };
}
