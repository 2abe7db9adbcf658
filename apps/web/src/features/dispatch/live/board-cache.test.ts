import type { Booking } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { applyBookingFrame } from './board-cache';

const booking = (id: number, state: Booking['state'], createdAt = `2026-11-28T0${id}:00:00.000Z`) => ({ id, state, createdAt }) as Booking;

describe('the board after a booking frame', () => {
  it('replaces a booking in place and keeps the newest first', () => {
    const list = [booking(3, 'searching'), booking(1, 'offered')];
    expect(applyBookingFrame(list, booking(1, 'accepted'), 'open')?.map((row) => [row.id, row.state])).toEqual([[3, 'searching'], [1, 'accepted']]);
    expect(applyBookingFrame(list, booking(4, 'searching'), 'open')?.map((row) => row.id)).toEqual([4, 3, 1]);
  });

  it('moves an ended booking from open to ended', () => {
    const open = [booking(3, 'onTrip'), booking(1, 'offered')];
    const ended = [booking(2, 'cancelled')];
    expect(applyBookingFrame(open, booking(3, 'completed'), 'open')?.map((row) => row.id)).toEqual([1]);
    expect(applyBookingFrame(ended, booking(3, 'completed'), 'ended')?.map((row) => row.id)).toEqual([3, 2]);
    // a frame for another view leaves the list as it is
    expect(applyBookingFrame(ended, booking(5, 'searching'), 'ended')).toBe(ended);
  });

  it('leaves a list not loaded yet unloaded', () => {
    expect(applyBookingFrame(undefined, booking(1, 'searching'), 'open')).toBeUndefined();
  });
});
