import type { ConnectedDriver, LivePositionTuple } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { GLIDE_MAX_CARS, LiveDriverStore } from './driver-store';

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

const batch = (parts: { positions?: LivePositionTuple[]; offline?: number[]; trips?: { tripId: number; driverId: number | null; status: string }[] }) => ({
  type: 'batch',
  at: '2026-11-24T14:00:00.000Z',
  positions: parts.positions ?? [],
  offline: parts.offline ?? [],
  trips: parts.trips ?? [],
});

describe('the live driver store', () => {
  it('starts from the connected-driver answer: a car per driver, free or on a trip', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1), driver(2, { currentTripId: 77, latitude: 35.2 })], 0);
    expect([...store.cars.keys()]).toEqual([1, 2]);
    expect(store.isBusy(1)).toBe(false);
    expect(store.isBusy(2)).toBe(true);
    const { data, moving } = store.frame(10_000);
    expect(moving).toBe(false);
    expect(data.features.map((feature) => [feature.properties.driverId, feature.properties.state, feature.geometry.coordinates])).toEqual([
      [1, 'free', [33.3, 35.1]],
      [2, 'busy', [33.3, 35.2]],
    ]);
  });

  it('a later answer drops the drivers it no longer lists', () => {
    const store = new LiveDriverStore();
    store.applySnapshot([driver(1), driver(2)], 0);
    store.applySnapshot([driver(2)], 100);
    expect([...store.cars.keys()]).toEqual([2]);
    expect(store.details.has(1)).toBe(false);
  });

  it('applies positions: the car glides from where it is to the new point over a second', () => {
    const store = new LiveDriverStore(1_000);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 })], 0);
    const outcome = store.applyBatch(batch({ positions: [position(1, 35.1, 33.2, 5_000, 45)] }), 10_000);
    expect(outcome.moved).toBe(1);
    const car = store.cars.get(1)!;
    expect(store.positionAt(car, 10_000)).toMatchObject({ latitude: 35, longitude: 33 });
    const half = store.positionAt(car, 10_500);
    expect(half.latitude).toBeCloseTo(35.05, 6);
    expect(half.longitude).toBeCloseTo(33.1, 6);
    expect(store.positionAt(car, 11_000)).toEqual({ latitude: 35.1, longitude: 33.2, heading: 45 });
    expect(store.frame(10_500).moving).toBe(true);
    expect(store.frame(11_000).moving).toBe(false);
  });

  it('above the glide limit the cars jump to each new position: nothing is moving between batches', () => {
    const store = new LiveDriverStore(1_000, 2);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 }), driver(2), driver(3)], 0);
    store.applyBatch(batch({ positions: [position(1, 35.1, 33.2, 5_000, 45)] }), 10_000);
    const { data, moving } = store.frame(10_000);
    expect(moving).toBe(false);
    expect(data.features[0]!.geometry.coordinates).toEqual([33.2, 35.1]);
    expect(data.features[0]!.properties.heading).toBe(45);
    // back at the limit, the next position glides again
    store.applyBatch(batch({ offline: [3] }), 10_100);
    store.applyBatch(batch({ positions: [position(1, 35.2, 33.2, 6_000, 0)] }), 11_000);
    const half = store.frame(11_500);
    expect(half.moving).toBe(true);
    expect(half.data.features[0]!.geometry.coordinates[1]).toBeCloseTo(35.15, 6);
  });

  it('glides up to GLIDE_MAX_CARS cars by default', () => {
    const store = new LiveDriverStore(1_000);
    store.applySnapshot(Array.from({ length: GLIDE_MAX_CARS }, (_, index) => driver(index + 1)), 0);
    store.applyBatch(batch({ positions: [position(1, 35.2, 33.3, 1)] }), 10_000);
    expect(store.frame(10_500).moving).toBe(true);
    store.applySnapshot(Array.from({ length: GLIDE_MAX_CARS + 1 }, (_, index) => driver(index + 1)), 10_600);
    expect(store.frame(10_700).moving).toBe(false);
  });

  it('a new position mid-glide starts from where the car is drawn, not from where it was going', () => {
    const store = new LiveDriverStore(1_000);
    store.applySnapshot([driver(1, { latitude: 35, longitude: 33 })], 0);
    store.applyBatch(batch({ positions: [position(1, 35.2, 33, 1)] }), 10_000);
    store.applyBatch(batch({ positions: [position(1, 35.2, 33.2, 2)] }), 10_500);
    const car = store.cars.get(1)!;
    expect(car.fromLatitude).toBeCloseTo(35.1, 6);
    expect(store.positionAt(car, 10_500).latitude).toBeCloseTo(35.1, 6);
  });

  it('ignores a report older than the one it holds (stale), and malformed entries', () => {
    const store = new LiveDriverStore(1_000);
    store.applySnapshot([driver(1)], 0);
    store.applyBatch(batch({ positions: [position(1, 35.3, 33.3, 2_000)] }), 5_000);
    const stale = store.applyBatch({ positions: [position(1, 34, 32, 1_000), [1, 'x', 2, null, null, 3], 'nonsense'], offline: 'no', trips: [{ tripId: 'x' }] }, 6_000);
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
    expect(store.frame(5_000).data.features).toHaveLength(1);
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
    expect(store.frame(5_000).data.features.map((feature) => feature.properties.state)).toEqual(['free', 'free']);
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

  it('tells its subscribers about each change and keeps one feature object per car', () => {
    const store = new LiveDriverStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.applySnapshot([driver(1)], 0);
    const first = store.frame(5_000).data.features[0];
    store.applyBatch(batch({ positions: [position(1, 35.4, 33.4, 1)] }), 6_000);
    expect(store.frame(8_000).data.features[0]).toBe(first);
    expect(first!.geometry.coordinates).toEqual([33.4, 35.4]);
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
    expect(calls).toBe(1);
  });
});
