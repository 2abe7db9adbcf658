import type { Db } from '../../db/database';
import type { FallbackLog } from '../../lib/fallback';
import type { DriverTripsService } from '../driver-trips/driver-trips.service';
import type { JobRunner } from '../jobs/job-runner';
import type { DriverPush } from '../live/driver-push';
import type { LiveBus } from '../live/live-bus';
import type { PresenceService } from '../presence/presence.service';
import { BookingsService } from './bookings.service';
import type { DispatchContext } from './dispatch-context';
import { DispatchOutbox } from './dispatch-effects';
import { DispatcherService } from './dispatcher.service';
import { DriverOffersService } from './driver-offers.service';
import type { GeoIndex } from './geo/geo-index';
import { NearestDriverFinder } from './nearest-drivers';
import { OfferSweeper } from './offer-sweeper';
import { scheduledDispatchJob } from './scheduled-dispatch.job';

/** The dispatch desk's services (docs/dispatch.md), built once in `createDeps`. */
export interface Dispatch {
  nearest: NearestDriverFinder;
  bookings: BookingsService;
  dispatcher: DispatcherService;
  offers: DriverOffersService;
  /** Expires unanswered offers about once a second on every instance (main.ts starts it; tests call `sweep`). */
  sweeper: OfferSweeper;
  outbox: DispatchOutbox;
}

export interface DispatchDeps {
  db: Db;
  timeZone: string;
  geo: GeoIndex;
  presence: PresenceService;
  driverTrips: DriverTripsService;
  bus: LiveBus;
  driverPush: DriverPush;
  jobs: JobRunner;
  log: FallbackLog;
}

/**
 * Wires the dispatch desk: the geo index follows the presence stream (a stored position is put, a
 * driver going offline removed), every trip change of a booked trip reaches the board, and the
 * scheduled bookings' job joins the job runner.
 */
export function createDispatch(deps: DispatchDeps): Dispatch {
  const { db, geo, presence, driverTrips } = deps;
  presence.listen((change) => {
    const done = change.kind === 'position' ? geo.put(change.position) : geo.remove(change.driverId);
    void done.catch(() => undefined);
  });
  const outbox = new DispatchOutbox(db, deps.bus, deps.driverPush, (change) => driverTrips.onChange(change));
  driverTrips.listen((change) => void outbox.tripChanged(change.tripId).catch(() => undefined));
  const nearest = new NearestDriverFinder(geo);
  const context: DispatchContext = { db, timeZone: deps.timeZone, nearest, outbox, driverTrips };
  deps.jobs.add(scheduledDispatchJob(context));
  const bookings = new BookingsService(context);
  return {
    nearest,
    bookings,
    dispatcher: new DispatcherService(context, bookings),
    offers: new DriverOffersService(context),
    sweeper: new OfferSweeper(context, deps.log),
    outbox,
  };
}
