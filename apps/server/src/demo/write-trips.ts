import type { Insertable, Kysely } from 'kysely';
import type { DB, TripPlacesTable } from '../db/schema';
import { giveId, reserveIds } from './bulk-insert';
import { byTime } from './demo-clock';
import type { DemoContext, DemoDriver, DemoTariff } from './demo-types';
import type { DemoProgress, DemoWriter } from './demo-writer';
import type { SettledTrip } from './ledger';
import { type PaymentRow, paymentsOfTrip } from './payments';
import type { DemoPeople } from './plan-demo';
import { ACTIVE_TRIP_COUNT } from './presence';
import { SettlementLog } from './settlement-log';
import { TimeOrderedBuffer } from './time-ordered';
import { demoTrackRows } from './trip-tracks';
import { type PlannedTrip, historicalTripsInOrder, planActiveTrips, scheduleHistoricalTrips } from './trips';

export interface WrittenTrips {
  trips: number;
  tripPlaces: number;
  tripTrackPoints: number;
  payments: number;
  /** The successful payments' settlements, in payment order (for the payouts and the ledger). */
  settlements: SettlementLog;
  /** The trips under way, in id order (for the drivers' presence). */
  active: PlannedTrip[];
}

/** The stops of a trip as `trip_places` rows. */
const tripPlaceRows = (trip: PlannedTrip): Insertable<TripPlacesTable>[] =>
  trip.places.map((place, order) => ({
    trip_id: trip.id,
    place_order: order,
    name: place.name,
    poi_name: place.poiName,
    formatted_address: place.formattedAddress,
    latitude: place.latitude,
    longitude: place.longitude,
  }));

/**
 * The trips (the last 90 days, then those under way for the first `online` drivers), their stops,
 * the completed ones' tracks and their payments, written as they are planned: nothing of a trip is held once it is written.
 * Trip ids follow start times; payments follow their own time, as a stable sort of all of them
 * would order them (their ids are the order they are written in).
 */
export async function writeTrips(
  db: Kysely<DB>,
  stage: (label: string) => DemoContext,
  tariff: DemoTariff,
  { customers, drivers }: DemoPeople,
  online: readonly DemoDriver[],
  writer: DemoWriter,
  done: DemoProgress,
): Promise<WrittenTrips> {
  const context = stage('trips');
  const rank = scheduleHistoricalTrips(context, tariff, customers, drivers);
  const active = planActiveTrips(context, tariff, customers, online.slice(0, ACTIVE_TRIP_COUNT)).sort(byTime((trip) => trip.row.start_time));
  const ids = await reserveIds(db, 'trips', context.size.historicalTrips + active.length);
  done('plan trips', ids.length);
  function* inIdOrder() {
    yield* historicalTripsInOrder(stage('trips'), tariff, customers, drivers, rank);
    yield* active;
  }

  const trips = writer.table('trips');
  const places = writer.later('trip_places');
  // the completed trips' driven tracks, from a stream of their own (no other table's rows move)
  const tracks = writer.later('trip_track_points');
  const trackRandom = stage('tracks').random;
  const payments = writer.later('payments');
  const paymentRandom = stage('payments').random;
  const settlements = new SettlementLog();
  const unsorted = new TimeOrderedBuffer<{ payment: PaymentRow; trip: SettledTrip }>((item) => item.payment.date_created.getTime());
  const pay = async (ready: readonly { payment: PaymentRow; trip: SettledTrip }[]) => {
    for (const { payment, trip } of ready) {
      await payments.add(payment);
      settlements.record(payment, trip);
    }
  };
  let index = 0;
  for (const trip of inIdOrder()) {
    giveId(trip, ids[index++]);
    await trips.add(trip.row);
    for (const row of tripPlaceRows(trip)) await places.add(row);
    for (const row of demoTrackRows(trackRandom, trip, context.now)) await tracks.add(row);
    // a payment comes after its trip starts, and trips come in start order
    await pay(unsorted.release(trip.row.start_time.getTime()));
    const settled = { id: trip.id, driverId: trip.driver.id, systemPercentage: trip.vehicle.tripType.systemPercentage };
    for (const payment of paymentsOfTrip(paymentRandom, trip, context.now)) unsorted.push({ payment, trip: settled });
  }
  await pay(unsorted.flush());
  return {
    trips: done('trips', await trips.end()),
    tripPlaces: done('trip_places', await places.end()),
    tripTrackPoints: done('trip_track_points', await tracks.end()),
    payments: done('payments', await payments.end()),
    settlements,
    active,
  };
}
