import { appSettingsQueryOptions } from '@/features/app-settings/api/get-app-settings';
import { setOperatorTimeZone } from '@/lib/operator-clock';
import { queryClient } from '@/lib/query-client';

/**
 * Learns the operator's clock (OPERATOR_TIME_ZONE) from the server before the shell's pages render
 * (DESIGN.md §8): GetAppSettings answers it, and the settings page reads the same cached answer. Run
 * by the shell's loader on every navigation, it asks the server once a session (the cache answers
 * after that). A failed call keeps the zone it knew (the server's default at first) and says so
 * in the console: the page's own data call shows the failure to the admin.
 */
export async function learnOperatorClock(): Promise<void> {
  try {
    const settings = await queryClient.ensureQueryData({ ...appSettingsQueryOptions(), retry: false });
    setOperatorTimeZone(settings.operatorTimeZone);
  } catch (error) {
    console.warn("The operator's time zone could not be read; dates show on the last known clock", error);
  }
}
