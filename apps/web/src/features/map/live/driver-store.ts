import { type ConnectedDriver, decodeLivePosition, type LiveTripChange, type LivePositionTuple, type TripStatusName } from '@taxi/contract';
import { CarBuffer } from '@/components/map/car-buffer';
import type { CarFeed } from '@/components/map/layers/cars-layer';
import { bearing, GLIDE_MS, glideProgress, lerp, lerpAngle } from './interpolate';

/** A batch as it arrives, before any checks (stream messages are checked by shape, not by zod: 10,000 tuples a second). */
export interface RawBatch {
  positions?: unknown;
  offline?: unknown;
  trips?: unknown;
}

/** One car: where it glides from and to, and whether its driver is on a trip. */
export interface LiveCar {
  driverId: number;
  fromLatitude: number;
  fromLongitude: number;
  fromHeading: number;
  latitude: number;
  longitude: number;
  heading: number;
  /** performance.now() when the glide to (latitude, longitude) began. */
  startedAt: number;
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

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isPositionTuple(value: unknown): value is LivePositionTuple {
  return Array.isArray(value) && value.length === 6 && Number.isInteger(value[0]) && isFiniteNumber(value[1]) && isFiniteNumber(value[2]) && Number.isFinite(value[5])
    && (value[3] === null || isFiniteNumber(value[3])) && (value[4] === null || isFiniteNumber(value[4]));
}

function isTripChange(value: unknown): value is LiveTripChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return Number.isInteger(change.tripId) && (change.driverId === null || Number.isInteger(change.driverId)) && typeof change.status === 'string';
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

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

  /** Moves a car: it glides from where it is drawn now to the new point. */
  private moveCar(driverId: number, latitude: number, longitude: number, heading: number | null | undefined, now: number, reportedAtMs: number) {
    const car = this.cars.get(driverId);
    if (!car) {
      const placed: LiveCar = { driverId, fromLatitude: latitude, fromLongitude: longitude, fromHeading: heading ?? 0, latitude, longitude, heading: heading ?? 0, startedAt: now - this.glideMs, reportedAtMs, tripId: null };
      this.cars.set(driverId, placed);
      this.buffer.moveTo(driverId, latitude, longitude, placed.heading, placed.startedAt);
      return;
    }
    const at = this.positionAt(car, now);
    const direction = heading ?? bearing(at.latitude, at.longitude, latitude, longitude) ?? car.heading;
    Object.assign(car, { fromLatitude: at.latitude, fromLongitude: at.longitude, fromHeading: at.heading, latitude, longitude, heading: direction, startedAt: now, reportedAtMs: Math.max(car.reportedAtMs, reportedAtMs) });
    this.buffer.moveTo(driverId, latitude, longitude, direction, now);
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
      if (!car || !streamUp || car.reportedAtMs === 0) this.moveCar(driver.driverId, driver.latitude, driver.longitude, driver.heading, now, 0);
      const placed = this.cars.get(driver.driverId)!;
      if (driver.currentTripId !== undefined) this.setTripOf(placed, driver.currentTripId);
    }
    for (const driverId of [...this.cars.keys()]) if (!seen.has(driverId)) this.remove(driverId);
    this.changed();
  }

  /**
   * One stream batch: positions (a report older than the one held is ignored), drivers gone
   * offline, trip changes (under way: busy; any other state: free). Malformed entries are skipped.
   */
  applyBatch(batch: RawBatch, now: number): BatchOutcome {
    const outcome: BatchOutcome = { moved: 0, removed: 0, tripChanged: new Set(), unknown: 0 };
    for (const tuple of list(batch.positions)) {
      if (!isPositionTuple(tuple)) continue;
      const position = decodeLivePosition(tuple);
      const car = this.cars.get(position.driverId);
      if (car && position.reportedAtMs <= car.reportedAtMs) continue;
      this.moveCar(position.driverId, position.latitude, position.longitude, position.heading, now, position.reportedAtMs);
      if (!this.details.has(position.driverId)) outcome.unknown++;
      outcome.moved++;
    }
    for (const driverId of list(batch.offline)) {
      if (typeof driverId === 'number' && this.remove(driverId)) outcome.removed++;
    }
    for (const change of list(batch.trips)) {
      if (!isTripChange(change) || change.driverId === null) continue;
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

  /** Where a car is drawn at `now`: on its way from the previous point to the latest. */
  positionAt(car: LiveCar, now: number) {
    const progress = glideProgress(car.startedAt, now, this.glideMs);
    if (progress >= 1) return { latitude: car.latitude, longitude: car.longitude, heading: car.heading };
    return {
      latitude: lerp(car.fromLatitude, car.latitude, progress),
      longitude: lerp(car.fromLongitude, car.longitude, progress),
      heading: lerpAngle(car.fromHeading, car.heading, progress),
    };
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
