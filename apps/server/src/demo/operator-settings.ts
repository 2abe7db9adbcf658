import { demoIban } from './ibans';
import type { Insertable } from 'kysely';
import type { AppSettingsTable, PeakTimesTable } from '../db/schema';
import { DEFAULT_APP_SETTINGS } from '../modules/app-settings/app-settings.defaults';

/** The demo operator: the default night window (22:00–06:00); the sender of payouts, with its office in Lefkoşa. */
export const DEMO_APP_SETTINGS: Insertable<AppSettingsTable> = {
  id: 1,
  ...DEFAULT_APP_SETTINGS,
  transfer_from_name: 'Demo Taksi Ltd.',
  tranfer_from_email: 'payouts@demo.taxi',
  transfer_from_phone: '+90 392 228 40 40',
  transfer_from_address: 'Mehmet Akif Caddesi No: 24, Lefkoşa, Kuzey Kıbrıs',
  // The sender of the bank payout file (pain.001 debtor): a valid Turkish IBAN and an 8-letter BIC.
  transfer_from_iban: demoIban(900_001),
  transfer_from_bic: 'TCZBTR2A',
};

/** Morning and evening rush hours, operator local time. */
export const DEMO_PEAK_TIMES: readonly Insertable<PeakTimesTable>[] = [
  { peak_time_from: '07:30', peak_time_to: '09:30', position: 0 },
  { peak_time_from: '17:00', peak_time_to: '19:30', position: 1 },
];

/** The company domain of the demo's staff e-mail addresses; customers and drivers use example.* domains. */
export const STAFF_EMAIL_DOMAIN = 'demo.taxi';
export const PERSONAL_EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
