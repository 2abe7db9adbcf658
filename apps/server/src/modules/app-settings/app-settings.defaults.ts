import type { Db } from '../../db/database';

/** The settings a fresh installation starts with; an admin edits them on /appsettings. */
export const DEFAULT_APP_SETTINGS = {
  night_time_from: '22:00',
  night_time_to: '06:00',
  transfer_from_name: 'Taxi Operator Ltd.',
  tranfer_from_email: 'payouts@example.com',
  transfer_from_phone: '+90 392 000 00 00',
  transfer_from_address: 'Lefkoşa, Northern Cyprus',
} as const;

/** Creates the one settings record when it is missing (the demo seed writes its own first). */
export async function ensureAppSettings(db: Db): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ id: 1, ...DEFAULT_APP_SETTINGS })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
