import { sql } from 'kysely';
import { TripStatus } from '@taxi/contract';
import type { Job } from '../jobs/job-runner';
import { DispatchEffects } from './dispatch-effects';
import { lockBookedTrip, type DispatchContext } from './dispatch-context';
import { dueScheduledBookings } from './dispatch.repository';
import { dispatchSettings } from './dispatch-settings';
import { offerNext } from './offer-round';

export const SCHEDULED_DISPATCH_JOB = 'dispatchScheduled';
/** How often the job looks for scheduled bookings due (the runner polls at least this often). */
export const SCHEDULED_DISPATCH_EVERY_MS = 10_000;
const PER_RUN = 50;

/**
 * Dispatches scheduled bookings `dispatchLeadMinutes` before their pick-up (the setting as it is
 * when the job runs): a job of the job runner, so each run happens once across all instances, and
 * inside its transaction each booking is locked and checked to be still scheduled before its
 * first offer goes out (the dispatcher may have dispatched or cancelled it meanwhile).
 */
export function scheduledDispatchJob(context: DispatchContext, everyMs = SCHEDULED_DISPATCH_EVERY_MS): Job {
  return {
    name: SCHEDULED_DISPATCH_JOB,
    everyMs,
    async run({ db, afterCommit }) {
      const effects = new DispatchEffects();
      const kit = { nearest: context.nearest, effects };
      const { leadMinutes } = await dispatchSettings(db);
      for (const tripId of await dueScheduledBookings(db, leadMinutes, PER_RUN)) {
        const { trip, booking } = await lockBookedTrip(db, tripId);
        if (booking.dispatch_state !== 'scheduled' || trip.status !== TripStatus.Searching) continue;
        await db
          .updateTable('bookings')
          .set({ dispatch_state: 'searching', dispatch_at: sql`now()`, waiting_since: sql`now()`, round_started_at: sql`now()`, tries: 0 })
          .where('trip_id', '=', tripId)
          .execute();
        await offerNext(db, kit, trip);
        effects.booking(tripId);
      }
      afterCommit(() => context.outbox.deliver(effects));
    },
  };
}
