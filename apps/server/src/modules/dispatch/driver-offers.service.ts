import { type DriverOffer, type DriverTrip, TripStatus } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { lockTrip, placesOf } from '../driver-trips/driver-trips.repository';
import { toDriverOffer } from './booking.mappers';
import { type DispatchContext, dispatchTransaction } from './dispatch-context';
import { answerOffer, currentOfferOf, findOffer, lockOffer } from './dispatch.repository';
import { offerNext } from './offer-round';

type LockedOffer = NonNullable<Awaited<ReturnType<typeof lockOffer>>>;

/** 409 unless the offer still waits for its driver's answer and its time is not up. */
function assertOpen(offer: LockedOffer) {
  if (offer.answer === 'withdrawn') throw conflict('The offer was withdrawn', 'dispatch.offer_withdrawn');
  if (offer.answer === 'expired' || (offer.answer === null && offer.expired)) throw conflict('The offer has expired', 'dispatch.offer_expired');
  if (offer.answer !== null) throw conflict('The offer has already been answered', 'dispatch.offer_answered');
}

/** The driver's side of an offer: see it, accept it (one acceptance wins), decline it. */
export class DriverOffersService {
  constructor(private readonly context: DispatchContext) {}

  /** The driver's offer waiting for an answer; 404 when there is none. */
  async current(driverId: number): Promise<DriverOffer> {
    const { db } = this.context;
    const offer = await currentOfferOf(db, driverId);
    const trip = offer && (await db.selectFrom('trips').select(['trip_type_id', 'payment_method']).where('id', '=', offer.trip_id).executeTakeFirst());
    if (!offer || !trip) throw notFound('Offer');
    return toDriverOffer(offer, trip, await placesOf(db, offer.trip_id));
  }

  /** The driver's offer (someone else's is as unknown as a missing one). */
  private async ownOffer(db: Db, driverId: number, offerId: number) {
    const offer = await findOffer(db, offerId);
    if (!offer || offer.driver_id !== driverId) throw notFound('Offer');
    return offer;
  }

  /**
   * Accepts through the driver's own accept (DriverTripsService.accept: Searching → Accepted, the
   * go-online rule, one trip at a time, the vehicle snapshot) with the offer claimed under the
   * same locks: the driver's row, the trip's, then the offer's. Of parallel accepts one wins; the
   * others get 409 (the offer answered, expired or withdrawn, or the trip no longer waiting).
   */
  async accept(driverId: number, offerId: number): Promise<DriverTrip> {
    const offer = await this.ownOffer(this.context.db, driverId, offerId);
    return this.context.driverTrips.accept(driverId, offer.trip_id, async (trx) => {
      const locked = await lockOffer(trx, offerId);
      if (!locked) throw notFound('Offer');
      assertOpen(locked);
      await answerOffer(trx, offerId, 'accepted');
    });
  }

  /** Declines: the booking moves on to the next nearest free driver at once. */
  async decline(driverId: number, offerId: number): Promise<void> {
    const offer = await this.ownOffer(this.context.db, driverId, offerId);
    await dispatchTransaction(this.context, async (trx, kit) => {
      const trip = await lockTrip(trx, offer.trip_id);
      const locked = await lockOffer(trx, offerId);
      if (!trip || !locked) throw notFound('Offer');
      assertOpen(locked);
      await answerOffer(trx, offerId, 'declined');
      if (trip.status === TripStatus.Searching) await offerNext(trx, kit, trip);
      kit.effects.booking(trip.id);
    });
  }
}
