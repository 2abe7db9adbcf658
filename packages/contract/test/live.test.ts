import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_FLUSH_MS, LIVE_PROTOCOL, LiveBatch, LiveDriverPosition, LiveTripChange } from '../src/live';
import { accepts, expectShape } from './support/schema-checks';

const position = { driverId: 7, latitude: 35.18, longitude: 33.36, heading: 90, speedKmh: 42, reportedAt: '2026-11-24T10:00:00.000Z' };
const trip = { tripId: 12, driverId: 7, status: 'InProgress' };

describe('live stream messages (docs/live-operations.md)', () => {
  it('carries the token in the bearer subprotocol and flushes about once a second', () => {
    expect(LIVE_PROTOCOL).toBe('bearer');
    expect(LIVE_FLUSH_MS).toBe(1_000);
    expect(LIVE_CLOSE).toEqual({ goingAway: 1001, tooSlow: 1013 });
  });

  it("a driver's position: every field required, heading and speed may be unknown", () => {
    expectShape(LiveDriverPosition, position);
    expect(accepts(LiveDriverPosition, { ...position, heading: null, speedKmh: null })).toBe(true);
    expect(accepts(LiveDriverPosition, { ...position, driverId: 7.5 })).toBe(false);
  });

  it('a trip change names its state; a searching trip has no driver yet', () => {
    expectShape(LiveTripChange, trip);
    expect(accepts(LiveTripChange, { ...trip, driverId: null, status: 'Searching' })).toBe(true);
    expect(accepts(LiveTripChange, { ...trip, status: 'Flying' })).toBe(false);
    expect(accepts(LiveTripChange, { ...trip, tripId: 1.5 })).toBe(false);
  });

  it('a batch holds positions, drivers gone offline and trip changes', () => {
    const batch = { type: 'batch', at: '2026-11-24T10:00:01.000Z', positions: [position], offline: [3], trips: [trip] };
    expectShape(LiveBatch, batch);
    expect(accepts(LiveBatch, { ...batch, type: 'snapshot' })).toBe(false);
    expect(accepts(LiveBatch, { ...batch, offline: [3.5] })).toBe(false);
  });
});
