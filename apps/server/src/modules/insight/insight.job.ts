import type { Job } from '../jobs/job-runner';
import { foldSlots, recordOnlineSample } from './insight.repository';

export const INSIGHT_JOB = 'insight';
/** How often the connected drivers are sampled and the slots folded: every 5 minutes. */
export const INSIGHT_EVERY_MS = 5 * 60_000;

/**
 * The recurring upkeep of the charts (docs/insight.md): folds the quarter-hour slots' change rows
 * into one row per slot and into the days of the operator's zone (`timeZone`), and keeps a sample of how many drivers are connected now (driver_presence
 * holds only each driver's latest state, so "online drivers over the day" needs its own history).
 * Once across instances (the job runner); with several instances on memory presence, the sample is
 * the connected drivers of the instance that ran it (with Redis, of all).
 */
export function insightJob(timeZone: string, countConnected: () => Promise<number>, everyMs = INSIGHT_EVERY_MS): Job {
  return {
    name: INSIGHT_JOB,
    everyMs,
    // not at once on a first start: the other jobs' first ticks (and their tests) see only themselves
    firstRunAfterMs: everyMs,
    run: async ({ db, now }) => {
      await foldSlots(db, timeZone);
      await recordOnlineSample(db, now, await countConnected());
    },
  };
}
