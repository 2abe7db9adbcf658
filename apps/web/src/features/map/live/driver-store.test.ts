import type { ConnectedDriver, LivePositionTuple } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { latitudeOf, longitudeOf } from '@/components/map/car-buffer';
import { decodeBatch, type RawBatch } from './batch-decode';
import { LiveDriverStore } from './driver-store';

const driver = (driverId: number, overrides: Partial<ConnectedDriver> = {}): ConnectedDriver => ({
  driverId,
  driverName: `Driver ${driverId}`,
  driverPhone: '+90 533 000 0000',
  rating: 4.5,
  vehicleModel: 'Corolla',
  vehiclePlateNumber: `KAB ${driverId}`,
  vehicleColor: 'White',
  tripType: 'Standard',
  latitude: 35.1,
  longitude: 33.3,
  heading: 90,
  currentTripId: null,
  ...overrides,
});

const position = (driverId: number, latitude: number, longitude: number, reportedAtMs: number, heading: number | null = 0): LivePositionTuple => [driverId, latitude, longitude, heading, 40, reportedAtMs];

/** What the GPU is given for each car at `now`: driver, state, [longitude, latitude] drawn, heading drawn. */
function drawn(store: LiveDriverStore, now: number) {
  const { buffer } = store;
  return Array.from({ length: buffer.count }, (_, slot) => {
    const car = buffer.drawnAt(slot, now);
    return { driverId: car.driverId, busy: car.busy, at: [longitudeOf(car.x + buffer.origin!.x), latitudeOf(car.y + buffer.origin!.y)], heading: car.heading };
  });
}

/** A stream batch as the store takes it: the wire's message, decoded (batch-decode.ts). */
const batch = (parts: { positions?: LivePositionTuple[]; offline?: number[]; trips?: { tripId: number; driverId: number | null; status: string }[] }) =>
  decodeBatch({ positions: parts.positions ?? [], offline: parts.offline ?? [], trips: parts.trips ?? [] });

/** Where the driver's car is drawn at `now`: [longitude, latitude] and heading. */
function drawnCar(store: LiveDriverStore, driverId: number, now: number) {
  const [longitude, latitude] = store.buffer.lngLatAt(driverId, now)!;
  return { latitude, longitude, heading: store.buffer.drawnAt(store.buffer.slotOf(driverId), now).heading };
}

describe('the live driver store', () => {
  it('starts from the connected-driver answer: a car per driver, free or on a trip', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1), driver(2, { currentTripId: 77, latitude: 35.2 })], 0);
    expect([...store.cars.keys()]).toEqual([1, 2]);
    expect(store.isBusy(1)).toBe(false);
    expect(store.isBusy(2)).toBe(true);
    const now = performance.now();
    expect(store.buffer.movingAt(now)).toBe(false);
    const cars = drawn(store, now);
    expect(cars.map((car) => [car.driverId, car.busy])).toEqual([[1, false], [2, true]]);
    expect(cars[0]!.at[0]).toBeCloseTo(33.3, 6);
    expect(cars[0]!.at[1]).toBeCloseTo(35.1, 6);
    expect(cars[1]!.at[1]).toBeCloseTo(35.2, 6);
  });

  it('a later answer drops the drivers it no longer lists', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1), driver(2)], 0);
    store.applySnapshot([driver(2)], 100);
    expect([...store.cars.keys()]).toEqual([2]);
    expect(store.details.has(1)).toBe(false);
    expect(drawn(store, 100).map((car) => car.driverId)).toEqual([2]);
  });

  it('applies positions: the car glides from where it is to the new point over a second', () => {
    const store = new LiveDriverStore(1_000, 0);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 })], 0);
    const outcome = store.applyBatch(batch({ positions: [position(1, 35.1, 33.2, 5_000, 45)] }), 10_000);
    expect(outcome.moved).toBe(1);
    const start = drawnCar(store, 1, 10_000);
    expect(start.latitude).toBeCloseTo(35, 6);
    expect(start.longitude).toBeCloseTo(33, 6);
    const half = drawnCar(store, 1, 10_500);
    expect(half.latitude).toBeCloseTo(35.05, 3);
    expect(half.longitude).toBeCloseTo(33.1, 6);
    const end = drawnCar(store, 1, 11_000);
    expect(end.latitude).toBeCloseTo(35.1, 6);
    expect(end.longitude).toBeCloseTo(33.2, 6);
    expect(end.heading).toBeCloseTo(45, 3);
    expect(store.cars.get(1)).toMatchObject({ latitude: 35.1, longitude: 33.2, heading: 45, reportedAtMs: 5_000 });
    expect(store.buffer.movingAt(10_500)).toBe(true);
    expect(store.buffer.movingAt(11_000)).toBe(false);
  });

  it('every car glides, however many there are (the GPU moves them)', () => {
    const store = new LiveDriverStore(1_000, 0);
    store.applySnapshot(Array.from({ length: 10_000 }, (_, index) => driver(index + 1)), 0);
    store.applyBatch(batch({ positions: [position(10_000, 35.2, 33.3, 1)] }), 10_000);
    expect(store.buffer.count).toBe(10_000);
    expect(store.buffer.movingAt(10_500)).toBe(true);
    expect(drawn(store, 10_500).at(-1)!.at[1]).toBeCloseTo(35.15, 4);
  });

  it('a new position mid-glide starts from where the car is drawn, not from where it was going', () => {
    const store = new LiveDriverStore(1_000, 0);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 })], 0);
    store.applyBatch(batch({ positions: [position(1, 35.2, 33, 1)] }), 10_000);
    store.applyBatch(batch({ positions: [position(1, 35.2, 33.2, 2)] }), 10_500);
    // the glide is in Web Mercator: half way in latitude is metres off half way in degrees over 20 km
    expect(drawnCar(store, 1, 10_500).latitude).toBeCloseTo(35.1, 3);
    expect(drawnCar(store, 1, 10_500).longitude).toBeCloseTo(33, 6);
    expect(drawnCar(store, 1, 11_500).longitude).toBeCloseTo(33.2, 6);
  });

  it('ignores a report older than the one it holds (stale), and malformed entries', () => {
    const store = new LiveDriverStore(1_000);
    store.applySnapshot([driver(1)], 0);
    store.applyBatch(batch({ positions: [position(1, 35.3, 33.3, 2_000)] }), 5_000);
    const malformed: RawBatch = { positions: [position(1, 34, 32, 1_000), [1, 'x', 2, null, null, 3], 'nonsense'], offline: 'no', trips: [{ tripId: 'x' }] };
    const stale = store.applyBatch(decodeBatch(malformed), 6_000);
    expect(stale).toMatchObject({ moved: 0, removed: 0, unknown: 0 });
    expect(store.cars.get(1)).toMatchObject({ latitude: 35.3, longitude: 33.3, reportedAtMs: 2_000 });
  });

  it('counts positions of drivers it has no name for (the screen then reads the list again)', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1)], 0);
    const outcome = store.applyBatch(batch({ positions: [position(9, 35.1, 33.1, 1)] }), 10);
    expect(outcome.unknown).toBe(1);
    expect(store.cars.has(9)).toBe(true);
  });

  it('takes drivers who went offline off the map', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1), driver(2)], 0);
    const outcome = store.applyBatch(batch({ offline: [1, 42] }), 10);
    expect(outcome.removed).toBe(1);
    expect([...store.cars.keys()]).toEqual([2]);
    expect(drawn(store, 5_000).map((car) => car.driverId)).toEqual([2]);
  });

  it('trip changes: accepted, arrived and riding make the driver busy; completed or cancelled free them', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1), driver(2, { currentTripId: 5 })], 0);
    const accepted = store.applyBatch(batch({ trips: [{ tripId: 10, driverId: 1, status: 'Accepted' }, { tripId: 11, driverId: null, status: 'Searching' }] }), 10);
    expect([...accepted.tripChanged]).toEqual([1]);
    expect(store.isBusy(1)).toBe(true);
    store.applyBatch(batch({ trips: [{ tripId: 10, driverId: 1, status: 'InProgress' }] }), 20);
    expect(store.cars.get(1)!.tripId).toBe(10);
    store.applyBatch(batch({ trips: [{ tripId: 10, driverId: 1, status: 'Completed' }, { tripId: 5, driverId: 2, status: 'CanceledByDriver' }] }), 30);
    expect(store.isBusy(1)).toBe(false);
    expect(store.isBusy(2)).toBe(false);
    expect(drawn(store, 5_000).map((car) => car.busy)).toEqual([false, false]);
  });

  it('while the stream is up, the list answer leaves stream-placed cars where the stream put them', () => {
    const store = new LiveDriverStore(1_000);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 })], 0);
    store.applyBatch(batch({ positions: [position(1, 35.5, 33.5, 9)] }), 10);
    store.streamUp = true;
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33, vehicleColor: 'Red' })], 5_000);
    expect(store.cars.get(1)).toMatchObject({ latitude: 35.5, longitude: 33.5 });
    expect(store.details.get(1)!.vehicleColor).toBe('Red');
    store.streamUp = false;
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 })], 6_000);
    expect(store.cars.get(1)).toMatchObject({ latitude: 35, longitude: 33 });
  });

  it('tells its subscribers about each change; each change is written into the cars’ typed array', () => {
    const store = new LiveDriverStore(1_000, 0);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.applySnapshot([driver(1)], 0);
    const version = store.buffer.version;
    store.applyBatch(batch({ positions: [position(1, 35.4, 33.4, 1)] }), 6_000);
    expect(store.buffer.version).toBeGreaterThan(version);
    expect(drawn(store, 8_000)[0]!.at[0]).toBeCloseTo(33.4, 5);
    expect(drawn(store, 8_000)[0]!.at[1]).toBeCloseTo(35.4, 5);
    store.applyBatch(batch({}), 9_000);
    expect(calls).toBe(2);
    unsubscribe();
    store.applySnapshot([], 10_000);
    expect(calls).toBe(2);
  });
});

describe('the selected driver’s trip answer', () => {
  it('sets free or on a trip and tells the subscribers once', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1)], 0);
    let calls = 0;
    store.subscribe(() => calls++);
    store.setTrip(1, 12);
    store.setTrip(1, 12);
    store.setTrip(99, 1);
    expect(store.isBusy(1)).toBe(true);
    expect(drawn(store, 0)[0]!.busy).toBe(true);
    expect(calls).toBe(1);
  });
});

describe('a position without a heading', () => {
  it('turns the car the way it drives (north 0, east 90), and keeps its heading when it stays put', () => {
    const store = new LiveDriverStore(1_000, 0);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33, heading: 200 })], 0);
    store.applyBatch(batch({ positions: [position(1, 35.01, 33, 1, null)] }), 10_000);
    expect(store.cars.get(1)!.heading).toBeCloseTo(0, 6);
    store.applyBatch(batch({ positions: [position(1, 35.01, 33.01, 2, null)] }), 12_000);
    expect(store.cars.get(1)!.heading).toBeCloseTo(90, 6);
    store.applyBatch(batch({ positions: [position(1, 35.01, 33.01, 3, null)] }), 14_000);
    expect(store.cars.get(1)!.heading).toBeCloseTo(90, 6);
    expect(drawnCar(store, 1, 15_000).heading).toBeCloseTo(90, 4);
  });
});
