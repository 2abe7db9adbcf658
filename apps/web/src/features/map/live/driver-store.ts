import type { ConnectedDriver, TripStatusName } from '@taxi/contract';
import { CarBuffer } from '@/components/map/car-buffer';
import type { CarFeed } from '@/components/map/layers/cars-layer';
import { type DecodedBatch, POSITION_FIELDS } from './batch-decode';

/** How long a car glides from its previous position to a new one, ms (the stream sends about once a second). */
export const GLIDE_MS = 1_000;

/**
 * One car: where it is going and whether its driver is on a trip. Where it is drawn on its way
 * (the glide) is the `CarBuffer`'s: `buffer.lngLatAt(driverId, now)`.
 */
export interface LiveCar {
  driverId: number;
  latitude: number;
  longitude: number;
  heading: number;
  /** The server's receipt time of the latest stream report (0: known from the list answer only). */
  reportedAtMs: number;
  tripId: number | null;
}

/** What a batch changed: drivers whose trip changed, and ids the store knows no name for yet. */
export interface BatchOutcome {
  moved: number;
  removed: number;
  tripChanged: Set<number>;
  unknown: number;
}

/** Trip states in which the driver is busy (accepted, arrived, riding); any other state frees them. */
const UNDER_WAY: ReadonlySet<TripStatusName> = new Set(['Accepted', 'DriverArrived', 'InProgress']);

/**
 * The live map's drivers, outside React: plain Maps keyed by driver id, a car per connected
 * driver that glides to each new position over about a second, and the connected-driver answer
 * (name, phone, vehicle…) beside it. It starts from `GetConnectedDriversDetails` and applies the
 * stream's batches on top (docs/live-operations.md). It is also the cars layer's feed: every
 * change is written as it happens into `buffer`, the typed array the GPU draws and glides the
 * cars from (components/map/car-buffer.ts), so nothing is rebuilt per frame or per batch.
 */
export class LiveDriverStore implements CarFeed {
  readonly cars = new Map<number, LiveCar>();
  readonly details = new Map<number, ConnectedDriver>();
  readonly buffer: CarBuffer;
  private readonly listeners = new Set<() => void>();
  /** Whether the stream is connected: the list answer then leaves stream-placed cars where they are. */
  streamUp = false;
  /** Bumped on every change: the side list and search read it to know whether to look again. */
  version = 0;

  /**
   * @param glideMs how long a car glides to a new position
   * @param epoch the time (performance.now() ms) the GPU's glide clock counts from
   */
  constructor(
    private readonly glideMs = GLIDE_MS,
    epoch = performance.now(),
  ) {
    this.buffer = new CarBuffer(glideMs, epoch);
  }

  subscribe(onChange: () => void) {
    this.listeners.add(onChange);
    return () => void this.listeners.delete(onChange);
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  /** Moves a car: it glides from where it is drawn now to the new point (heading NaN or null: towards it). */
  private moveCar(driverId: number, latitude: number, longitude: number, heading: number | null, now: number, reportedAtMs: number, car = this.cars.get(driverId)) {
    if (!car) {
      const placed: LiveCar = { driverId, latitude, longitude, heading: heading ?? 0, reportedAtMs, tripId: null };
      this.cars.set(driverId, placed);
      placed.heading = this.buffer.moveTo(driverId, latitude, longitude, placed.heading, now - this.glideMs);
      return;
    }
    car.latitude = latitude;
    car.longitude = longitude;
    car.heading = this.buffer.moveTo(driverId, latitude, longitude, heading ?? Number.NaN, now);
    if (reportedAtMs > car.reportedAtMs) car.reportedAtMs = reportedAtMs;
  }

  /** Sets the driver's trip (null: free), on the map too. */
  private setTripOf(car: LiveCar, tripId: number | null) {
    car.tripId = tripId;
    this.buffer.setBusy(car.driverId, tripId !== null);
  }

  private remove(driverId: number) {
    const had = this.cars.delete(driverId);
    this.details.delete(driverId);
    this.buffer.remove(driverId);
    return had;
  }

  /**
   * The connected-driver answer (first load and every 60 s): it decides who is connected and
   * gives names and vehicles. A car the stream has placed keeps the stream's position while the
   * stream is up (it is fresher); without the stream the answer's position is taken.
   */
  applySnapshot(drivers: readonly ConnectedDriver[], now: number) {
    const streamUp = this.streamUp;
    const seen = new Set<number>();
    for (const driver of drivers) {
      seen.add(driver.driverId);
      this.details.set(driver.driverId, driver);
      const car = this.cars.get(driver.driverId);
      if (!car || !streamUp || car.reportedAtMs === 0) this.moveCar(driver.driverId, driver.latitude, driver.longitude, driver.heading ?? null, now, 0);
      const placed = this.cars.get(driver.driverId)!;
      if (driver.currentTripId !== undefined) this.setTripOf(placed, driver.currentTripId);
    }
    for (const driverId of [...this.cars.keys()]) if (!seen.has(driverId)) this.remove(driverId);
    this.changed();
  }

  /**
   * One stream batch (decoded: batch-decode.ts): positions (a report older than the one held is
   * ignored), drivers gone offline, trip changes (under way: busy; any other state: free).
   */
  applyBatch(batch: DecodedBatch, now: number): BatchOutcome {
    const outcome: BatchOutcome = { moved: 0, removed: 0, tripChanged: new Set(), unknown: 0 };
    const { positions } = batch;
    for (let at = 0; at < positions.length; at += POSITION_FIELDS) {
      const driverId = positions[at]!;
      const reportedAtMs = positions[at + 4]!;
      const car = this.cars.get(driverId);
      if (car && reportedAtMs <= car.reportedAtMs) continue;
      const heading = positions[at + 3]!;
      this.moveCar(driverId, positions[at + 1]!, positions[at + 2]!, Number.isNaN(heading) ? null : heading, now, reportedAtMs, car);
      if (!this.details.has(driverId)) outcome.unknown++;
      outcome.moved++;
    }
    for (const driverId of batch.offline) if (this.remove(driverId)) outcome.removed++;
    for (const change of batch.trips) {
      if (change.driverId === null) continue;
      const car = this.cars.get(change.driverId);
      const busy = UNDER_WAY.has(change.status as TripStatusName);
      if (car) {
        if (busy) this.setTripOf(car, change.tripId);
        else if (car.tripId === change.tripId || car.tripId === null) this.setTripOf(car, null);
      }
      outcome.tripChanged.add(change.driverId);
    }
    if (outcome.moved || outcome.removed || outcome.tripChanged.size) this.changed();
    return outcome;
  }

  /** The driver's trip as GetCurrentDriverPreTrip answered (the truth for the selected driver). */
  setTrip(driverId: number, tripId: number | null) {
    const car = this.cars.get(driverId);
    if (!car || car.tripId === tripId) return;
    this.setTripOf(car, tripId);
    this.changed();
  }

  isBusy(driverId: number) {
    return (this.cars.get(driverId)?.tripId ?? null) !== null;
  }
}
