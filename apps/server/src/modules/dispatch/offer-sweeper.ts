import { TripStatus } from '@taxi/contract';
import type { FallbackLog } from '../../lib/fallback';
import { type DispatchContext, dispatchTransaction } from './dispatch-context';
import { answerOffer, expiredOfferTrips, lockTripUnlessBusy, lockWaitingOffer } from './dispatch.repository';
import { offerNext } from './offer-round';

/** How often every instance looks for offers whose time is up, ms. */
export const SWEEP_EVERY_MS = 1_000;
/** At most this many expired offers per sweep (the next sweep takes the rest). */
const SWEEP_LIMIT = 50;

/**
 * Moves bookings on from offers nobody answered in time (docs/dispatch.md "Expiry"): every
 * instance sweeps about once a second; each expired offer is handled in its own transaction that
 * locks the trip with SKIP LOCKED, so two instances never handle the same one (the other skips it,
 * and finds it answered next time), and a driver accepting at that moment keeps the trip (the
 * sweep skips it; the accept then sees the offer's time is up and answers 409).
 */
export class OfferSweeper {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly context: DispatchContext,
    private readonly log: FallbackLog,
    private readonly everyMs = SWEEP_EVERY_MS,
  ) {}

  start() {
    if (this.timer) return;
    const loop = () => {
      this.timer = setTimeout(() => void this.sweep().catch((error: unknown) => this.log.warn({ err: error }, 'dispatch offer sweep failed')).finally(() => this.timer && loop()), this.everyMs);
      this.timer.unref();
    };
    loop();
  }

  async stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.sweeping?.catch(() => undefined);
  }

  /** Expires the offers whose time is up and offers their bookings on; resolves with how many it expired. */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepDue().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepDue(): Promise<number> {
    let expired = 0;
    for (const tripId of await expiredOfferTrips(this.context.db, SWEEP_LIMIT)) {
      const done = await dispatchTransaction(this.context, async (trx, kit) => {
        const trip = await lockTripUnlessBusy(trx, tripId);
        const offer = trip && (await lockWaitingOffer(trx, tripId));
        if (!trip || !offer?.expired) return false;
        await answerOffer(trx, offer.id, 'expired');
        kit.effects.toDriver(offer.driver_id, { type: 'offerWithdrawn', offerId: offer.id });
        kit.effects.booking(tripId);
        if (trip.status === TripStatus.Searching) await offerNext(trx, kit, trip);
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }
}
