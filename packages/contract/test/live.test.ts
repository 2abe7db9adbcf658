import { describe, expect, it } from 'vitest';
import { decodeLivePosition, DriverLiveError, DriverLiveReport, driverLiveReportBody, encodeDriverLiveReport, encodeLivePosition, LIVE_CLOSE, LIVE_FLUSH_MS, LIVE_PROTOCOL, LiveBatch, LiveDriverPosition, LivePositionTuple, LiveTripChange } from '../src/live';
import { accepts, expectShape } from './support/schema-checks';

const position = { driverId: 7, latitude: 35.18, longitude: 33.36, heading: 90, speedKmh: 42, reportedAtMs: Date.parse('2026-11-24T10:00:00.000Z') };
const trip = { tripId: 12, driverId: 7, status: 'InProgress' };

describe('live stream messages (docs/live-operations.md)', () => {
  it('carries the token in the bearer subprotocol and flushes about once a second', () => {
    expect(LIVE_PROTOCOL).toBe('bearer');
    expect(LIVE_FLUSH_MS).toBe(1_000);
    expect(LIVE_CLOSE).toEqual({ goingAway: 1001, tooSlow: 1013, sessionEnded: 4001, flooding: 1008, notAllowed: 4003 });
  });

  it("a driver's position: every field required, heading and speed may be unknown", () => {
    expectShape(LiveDriverPosition, position);
    expect(accepts(LiveDriverPosition, { ...position, heading: null, speedKmh: null })).toBe(true);
    expect(accepts(LiveDriverPosition, { ...position, driverId: 7.5 })).toBe(false);
  });

  it('goes on the wire as a compact tuple: coordinates to 5 decimals, heading and speed whole', () => {
    const precise = { ...position, latitude: 35.1234567, longitude: 33.0000049, heading: 89.6, speedKmh: 41.4 };
    expect(encodeLivePosition(precise)).toEqual([7, 35.12346, 33, 90, 41, position.reportedAtMs]);
    expect(encodeLivePosition({ ...position, heading: null, speedKmh: null })).toEqual([7, 35.18, 33.36, null, null, position.reportedAtMs]);
    expect(decodeLivePosition(encodeLivePosition(position))).toEqual(position);
    expect(accepts(LivePositionTuple, [7, 35.18, 33.36, null, null, 1])).toBe(true);
    expect(accepts(LivePositionTuple, [7.5, 35.18, 33.36, null, null, 1])).toBe(false);
    expect(accepts(LivePositionTuple, [7, 35.18, 33.36, null, null])).toBe(false);
  });

  it('a trip change names its state; a searching trip has no driver yet', () => {
    expectShape(LiveTripChange, trip);
    expect(accepts(LiveTripChange, { ...trip, driverId: null, status: 'Searching' })).toBe(true);
    expect(accepts(LiveTripChange, { ...trip, status: 'Flying' })).toBe(false);
    expect(accepts(LiveTripChange, { ...trip, tripId: 1.5 })).toBe(false);
  });

  it('a batch holds positions, drivers gone offline and trip changes', () => {
    const batch = { type: 'batch', at: '2026-11-24T10:00:01.000Z', positions: [encodeLivePosition(position)], offline: [3], trips: [trip] };
    expectShape(LiveBatch, batch);
    expect(accepts(LiveBatch, { ...batch, type: 'snapshot' })).toBe(false);
    expect(accepts(LiveBatch, { ...batch, offline: [3.5] })).toBe(false);
    expect(accepts(LiveBatch, { ...batch, positions: [position] })).toBe(false);
  });
});

describe('the driver socket report', () => {
  it('reads a compact report as the position body, leaving out what is null', () => {
    expect(driverLiveReportBody([35.2, 33.4, 90, 40, 0])).toEqual({ latitude: 35.2, longitude: 33.4, heading: 90, speedKmh: 40, recordedAt: '1970-01-01T00:00:00.000Z' });
    expect(driverLiveReportBody([35.2, 33.4, null, null, null])).toEqual({ latitude: 35.2, longitude: 33.4 });
  });

  it('writes a body as the compact report and back', () => {
    const body = { latitude: 35.2, longitude: 33.4, heading: 0, speedKmh: 0, recordedAt: '2026-01-02T03:04:05.000Z' };
    expect(encodeDriverLiveReport(body)).toEqual([35.2, 33.4, 0, 0, Date.parse(body.recordedAt)]);
    expect(driverLiveReportBody(encodeDriverLiveReport(body))).toEqual(body);
    expect(encodeDriverLiveReport({ latitude: 1, longitude: 2 })).toEqual([1, 2, null, null, null]);
  });

  it('takes only five numbers (nulls where allowed) and a recordedAt a Date can hold', () => {
    expect(DriverLiveReport.safeParse([1, 2, null, null, null]).success).toBe(true);
    expect(DriverLiveReport.safeParse([1, 2, null, null]).success).toBe(false);
    expect(DriverLiveReport.safeParse([null, 2, null, null, null]).success).toBe(false);
    expect(DriverLiveReport.safeParse([1, 2, null, null, 1.5]).success).toBe(false);
    expect(DriverLiveReport.safeParse([1, 2, null, null, -1]).success).toBe(false);
    expect(DriverLiveReport.safeParse([1, 2, null, null, 8.64e15 + 1]).success).toBe(false);
    expect(DriverLiveError.safeParse({ type: 'error', message: 'x' }).success).toBe(true);
    expect(LIVE_CLOSE.sessionEnded).toBe(4001);
  });
});
