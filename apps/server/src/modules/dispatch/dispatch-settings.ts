import { DISPATCH_SETTINGS } from '@taxi/contract';
import type { Db } from '../../db/database';
import { findSettings } from '../app-settings/app-settings.repository';

export interface DispatchSettings {
  /** Seconds a driver has to answer an offer. */
  offerSeconds: number;
  /** Offers a round makes before the booking is reported as no driver found. */
  maxTries: number;
  /** Minutes before its pick-up a scheduled booking is dispatched. */
  leadMinutes: number;
}

/** The dispatch settings of the one settings record (AppSettings), read in the caller's transaction. */
export async function dispatchSettings(db: Db): Promise<DispatchSettings> {
  const settings = await findSettings(db);
  return {
    offerSeconds: settings?.dispatch_offer_seconds ?? DISPATCH_SETTINGS.offerSeconds.default,
    maxTries: settings?.dispatch_max_tries ?? DISPATCH_SETTINGS.maxTries.default,
    leadMinutes: settings?.dispatch_lead_minutes ?? DISPATCH_SETTINGS.leadMinutes.default,
  };
}
