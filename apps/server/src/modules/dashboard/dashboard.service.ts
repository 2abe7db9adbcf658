import type { DashboardSummary } from '@taxi/contract';
import type { Db } from '../../db/database';
import { countConnectedDrivers } from '../presence/connected-drivers';
import type { PresenceService } from '../presence/presence.service';
import { foldCountChanges, readKeptCounts, toStoredFigures } from './dashboard.repository';

/** Past this many change rows a summary folds them into one (a fold of 100 rows takes about a millisecond). */
export const FOLD_AFTER_ROWS = 100;

/**
 * The dashboard's headline figures: the counts the database keeps up to date in the same
 * transaction as every change (never stale, on any instance), today's trips, and the connected
 * drivers from the live positions.
 */
export async function dashboardSummary(db: Db, presence: PresenceService, timeZone: string): Promise<DashboardSummary> {
  const [kept, live] = await Promise.all([readKeptCounts(db, timeZone), presence.connected()]);
  const { changeRows, ...counted } = kept;
  if (changeRows > FOLD_AFTER_ROWS) await foldCountChanges(db);
  return { ...toStoredFigures(counted), connectedDrivers: await countConnectedDrivers(db, live) };
}
