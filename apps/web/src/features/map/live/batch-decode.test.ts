import { describe, expect, it } from 'vitest';
import { decodeBatch, decodeMessage, POSITION_FIELDS } from './batch-decode';
import { batchSteps, POSITIONS_PER_STEP } from './stream-steps';

const message = (body: object) => JSON.stringify({ type: 'batch', at: '2026-11-27T10:00:00.000Z', positions: [], offline: [], trips: [], ...body });

describe('stream batches decoded for the store', () => {
  it('packs the positions five numbers each, a missing heading as NaN', () => {
    const batch = decodeMessage(message({ positions: [[7, 35.1, 33.2, 90, 40, 1_000], [8, 35.3, 33.4, null, null, 2_000]] }))!;
    expect(batch.positions.length).toBe(2 * POSITION_FIELDS);
    expect([...batch.positions.subarray(0, 5)]).toEqual([7, 35.1, 33.2, 90, 1_000]);
    expect(batch.positions[5 + 3]).toBeNaN();
    expect(batch.positions[5 + 4]).toBe(2_000);
  });

  it('leaves out what is malformed, keeps the rest', () => {
    const batch = decodeBatch({ positions: [[1, 'x', 2, null, null, 3], 'nonsense', [2, 35, 33, 0, 0, 5], [3.5, 35, 33, 0, 0, 5]], offline: [4, 'x', 5.5], trips: [{ tripId: 'x' }, { tripId: 9, driverId: null, status: 'Searching' }] });
    expect(batch.positions.length).toBe(POSITION_FIELDS);
    expect(batch.positions[0]).toBe(2);
    expect(batch.offline).toEqual([4]);
    expect(batch.trips).toEqual([{ tripId: 9, driverId: null, status: 'Searching' }]);
    expect(decodeBatch({ positions: 'no', offline: null })).toEqual({ positions: new Float64Array(0), offline: [], trips: [] });
  });

  it('other messages are not batches; what is not JSON is an error', () => {
    expect(decodeMessage(JSON.stringify({ type: 'hello' }))).toBeNull();
    expect(decodeMessage('null')).toBeNull();
    expect(() => decodeMessage('{')).toThrow();
  });

  it('a message arrives in steps of at most 2,500 positions, offline drivers and trips with the last', () => {
    const positions = Array.from({ length: 6_001 }, (_, index) => [index + 1, 35, 33, 0, 0, 1]);
    const steps = batchSteps(message({ positions, offline: [9], trips: [{ tripId: 1, driverId: 2, status: 'Accepted' }] }));
    expect(steps.map((step) => step.positions.length / POSITION_FIELDS)).toEqual([POSITIONS_PER_STEP, POSITIONS_PER_STEP, 1_001]);
    expect(steps.map((step) => step.offline.length + step.trips.length)).toEqual([0, 0, 2]);
    expect(steps[1]!.positions[0]).toBe(POSITIONS_PER_STEP + 1);
    expect(new Set(steps.map((step) => step.positions.buffer)).size).toBe(3);
    expect(batchSteps(message({})).map((step) => step.positions.length)).toEqual([0]);
    expect(batchSteps(JSON.stringify({ type: 'hello' }))).toEqual([]);
  });
});
