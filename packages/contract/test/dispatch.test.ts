import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AcceptedOffer, AssignBody, BOOKING_STATES, Booking, BookingBody, BookingDetails, BookingList, BookingState, BookingsQuery, CancelBookingBody,
  DISPATCH_SETTINGS, DriverOffer, LiveBookingFrame, NearestDriver, NearestDrivers, NearestDriversQuery, OPEN_BOOKING_STATES, OfferAnswer,
  OfferRecord, SCHEDULE_MAX_DAYS, SCHEDULE_MIN_MINUTES,
} from '../src/dispatch';
import { MAX_ID } from '../src/common';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const place = { name: 'Girne Kapısı', poiName: null, formattedAddress: 'Girne Caddesi, Lefkoşa', latitude: 35.1804, longitude: 33.3617 };
const NOW = Date.parse('2026-11-28T06:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();
const body = { customerId: 4, tripTypeId: 1, paymentMethod: 'Cash', places: [place, place], scheduledFor: null };

const person = { id: 4, name: 'Ayşe', surname: 'Yılmaz', phoneNumber: '+90 533 123 45 67' };
const offer = { id: 9, driverId: 3, driverName: 'Mehmet Kaya', offeredAt: '2026-11-28T06:00:00.000Z', expiresAt: '2026-11-28T06:00:20.000Z' };
const booking = {
  id: 12, state: 'offered', tripStatus: 'Searching', customer: person, tripTypeId: 1, tripTypeName: 'Standard', paymentMethod: 'Card',
  places: [{ ...place, placeOrder: 0 }, { ...place, placeOrder: 1 }], scheduledFor: null, createdAt: '2026-11-28T05:59:00.000Z',
  bookedBy: { id: 2, name: 'Dispatcher' }, driver: { ...person, id: 3, plateNumber: null }, offer, tries: 1,
  waitingSince: '2026-11-28T05:59:00.000Z', cancelReason: null, fare: 0,
};

describe('booking states and answers', () => {
  it('lists every state of the board; the open list is every state but completed and cancelled', () => {
    expect(BOOKING_STATES).toEqual(['scheduled', 'searching', 'offered', 'noDriver', 'accepted', 'arrived', 'onTrip', 'completed', 'cancelled']);
    expect(OPEN_BOOKING_STATES).toEqual(BOOKING_STATES.filter((state) => state !== 'completed' && state !== 'cancelled'));
    for (const state of OPEN_BOOKING_STATES) expect(accepts(BookingState, state), state).toBe(true);
    expect(accepts(BookingState, 'pending')).toBe(false);
    expect(OfferAnswer.options).toEqual(['accepted', 'declined', 'expired', 'withdrawn']);
  });
});

describe('BookingBody (POST /api/dispatch/bookings)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a booking for now, with or without a first driver', () => {
    expect(parsed(BookingBody, body)).toEqual(body);
    expect(parsed(BookingBody, { ...body, driverId: 3 })).toEqual({ ...body, driverId: 3 });
    expect(parsed(BookingBody, { ...body, places: Array(10).fill(place) }).places).toHaveLength(10);
  });

  it('requires a customer, a trip type, a payment method and 2..10 places', () => {
    for (const key of ['customerId', 'tripTypeId', 'paymentMethod', 'places', 'scheduledFor']) {
      const { [key]: _left, ...rest } = body as Record<string, unknown>;
      expect(accepts(BookingBody, rest), `without ${key}`).toBe(false);
    }
    expect(issuesOf(BookingBody, { ...body, places: [place] })).toEqual(['places: A trip needs a pick-up and a drop-off']);
    expect(issuesOf(BookingBody, { ...body, places: Array(11).fill(place) })).toEqual(['places: At most 10 places']);
    expect(accepts(BookingBody, { ...body, paymentMethod: 'Cheque' })).toBe(false);
  });

  it('keeps ids positive and within an integer column', () => {
    for (const key of ['customerId', 'tripTypeId', 'driverId']) {
      expect(accepts(BookingBody, { ...body, [key]: 1 }), `${key} 1`).toBe(true);
      expect(accepts(BookingBody, { ...body, [key]: MAX_ID }), `${key} MAX_ID`).toBe(true);
      expect(accepts(BookingBody, { ...body, [key]: 0 }), `${key} 0`).toBe(false);
      expect(accepts(BookingBody, { ...body, [key]: MAX_ID + 1 }), `${key} MAX_ID + 1`).toBe(false);
      expect(accepts(BookingBody, { ...body, [key]: 1.5 }), `${key} 1.5`).toBe(false);
    }
  });

  it(`schedules a pick-up from ${SCHEDULE_MIN_MINUTES} minutes to ${SCHEDULE_MAX_DAYS} days ahead`, () => {
    expect(SCHEDULE_MIN_MINUTES).toBe(5);
    expect(SCHEDULE_MAX_DAYS).toBe(30);
    expect(parsed(BookingBody, { ...body, scheduledFor: at(NOW + 5 * MINUTE) }).scheduledFor).toBe(at(NOW + 5 * MINUTE));
    expect(accepts(BookingBody, { ...body, scheduledFor: at(NOW + 30 * DAY) })).toBe(true);
    expect(accepts(BookingBody, { ...body, scheduledFor: '2026-11-28T10:00:00+02:00' })).toBe(true);
    expect(issuesOf(BookingBody, { ...body, scheduledFor: at(NOW + 5 * MINUTE - 1) })).toEqual(['scheduledFor: A scheduled pick-up must be at least 5 minutes ahead']);
    expect(issuesOf(BookingBody, { ...body, scheduledFor: at(NOW - MINUTE) })).toEqual(['scheduledFor: A scheduled pick-up must be at least 5 minutes ahead']);
    expect(issuesOf(BookingBody, { ...body, scheduledFor: at(NOW + 30 * DAY + 1) })).toEqual(['scheduledFor: A scheduled pick-up must be at most 30 days ahead']);
    expect(accepts(BookingBody, { ...body, scheduledFor: '2026-11-28 08:00' })).toBe(false);
    expect(accepts(BookingBody, { ...body, scheduledFor: 'tomorrow' })).toBe(false);
  });

  it('refuses a first driver on a scheduled booking: the driver is chosen when it is dispatched', () => {
    expect(issuesOf(BookingBody, { ...body, scheduledFor: at(NOW + DAY), driverId: 3 })).toEqual([
      'driverId: A scheduled booking is offered when it is dispatched: choose the driver then',
    ]);
    expect(accepts(BookingBody, { ...body, scheduledFor: at(NOW + DAY) })).toBe(true);
  });
});

describe('dispatch requests', () => {
  it('bookings list: open by default, or ended', () => {
    expect(parsed(BookingsQuery, {})).toEqual({ view: 'open' });
    expect(parsed(BookingsQuery, { view: 'ended', other: 'x' })).toEqual({ view: 'ended' });
    expect(accepts(BookingsQuery, { view: 'all' })).toBe(false);
  });

  it('assign: a driver id, positive and within an integer column', () => {
    expect(parsed(AssignBody, { driverId: 3, other: 1 })).toEqual({ driverId: 3 });
    for (const bad of [{}, { driverId: 0 }, { driverId: MAX_ID + 1 }, { driverId: '3' }]) expect(accepts(AssignBody, bad), JSON.stringify(bad)).toBe(false);
    expect(accepts(AssignBody, { driverId: MAX_ID })).toBe(true);
  });

  it('cancel: a reason of 1..500 characters, lines kept', () => {
    expect(parsed(CancelBookingBody, { reason: ' The caller\nchanged plans ' })).toEqual({ reason: 'The caller\nchanged plans' });
    expect(issuesOf(CancelBookingBody, { reason: '   ' })).toEqual(['reason: The reason is required']);
    expect(accepts(CancelBookingBody, { reason: 'x'.repeat(500) })).toBe(true);
    expect(accepts(CancelBookingBody, { reason: 'x'.repeat(501) })).toBe(false);
    expect(accepts(CancelBookingBody, {})).toBe(false);
  });

  it('nearest drivers: a point within range, 1..50 drivers, 10 by default', () => {
    expect(parsed(NearestDriversQuery, { latitude: '35.18', longitude: '33.36' })).toEqual({ latitude: 35.18, longitude: 33.36, limit: 10 });
    expect(parsed(NearestDriversQuery, { latitude: '-90', longitude: '-180', limit: '1' })).toEqual({ latitude: -90, longitude: -180, limit: 1 });
    expect(parsed(NearestDriversQuery, { latitude: '90', longitude: '180', limit: '50' })).toEqual({ latitude: 90, longitude: 180, limit: 50 });
    for (const bad of [{ latitude: '-90.1' }, { latitude: '90.1' }, { longitude: '-180.1' }, { longitude: '180.1' }, { limit: '0' }, { limit: '51' }, { limit: '2.5' }, { latitude: 'x' }]) {
      expect(accepts(NearestDriversQuery, { latitude: '35', longitude: '33', ...bad }), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('dispatch answers', () => {
  it('a booking, its details and the list', () => {
    expectShape(Booking, booking);
    expectShape(Booking, { ...booking, state: 'scheduled', scheduledFor: '2026-11-29T06:00:00.000Z', driver: null, offer: null, cancelReason: 'no show', fare: 500 });
    expect(accepts(Booking, { ...booking, fare: -1 })).toBe(false);
    const record = { ...offer, answer: null, answeredAt: null };
    expectShape(OfferRecord, { ...offer, answer: 'declined', answeredAt: '2026-11-28T06:00:05.000Z' });
    expect(accepts(OfferRecord, { ...record, answer: 'maybe' })).toBe(false);
    expectShape(BookingDetails, { ...booking, offers: [record] });
    expectShape(BookingList, { bookings: [booking] });
    expectShape(LiveBookingFrame, { type: 'booking', booking });
    expect(accepts(LiveBookingFrame, { type: 'offer', booking })).toBe(false);
  });

  it('the nearest drivers and where they came from', () => {
    const driver = { driverId: 3, name: 'Mehmet', surname: 'Kaya', phoneNumber: '0533 000 00 00', plateNumber: 'KAB 123', latitude: 35.2, longitude: 33.3, distanceMeters: 800, etaSeconds: 120 };
    expectShape(NearestDriver, driver);
    expectShape(NearestDrivers, { source: 'redis', drivers: [driver] });
    expect(parsed(NearestDrivers, { source: 'memory', drivers: [] })).toEqual({ source: 'memory', drivers: [] });
    expect(accepts(NearestDrivers, { source: 'postgres', drivers: [] })).toBe(false);
  });

  it('an offer as the driver app sees it, and the trip an accepted offer answers', () => {
    expectShape(DriverOffer, { id: 9, tripId: 12, expiresAt: '2026-11-28T06:00:20.000Z', pickup: place, dropoff: place, distanceMeters: 800, tripTypeId: 1, paymentMethod: 'Cash' });
    expectShape(AcceptedOffer, {
      id: 12, status: 'Accepted', driverId: 3, customerId: 4, tripTypeId: 1, paymentMethod: 'Cash', startTime: '2026-11-28T06:00:00.000Z', endTime: null,
      distanceMeters: 0, durationSeconds: 0, fare: 0, places: [{ ...place, placeOrder: 0 }],
    });
  });
});

describe('DISPATCH_SETTINGS', () => {
  it('keeps every default within its bounds', () => {
    expect(DISPATCH_SETTINGS).toEqual({
      offerSeconds: { min: 5, max: 120, default: 20 },
      maxTries: { min: 1, max: 20, default: 5 },
      leadMinutes: { min: 1, max: 120, default: 15 },
    });
    for (const { min, max, default: value } of Object.values(DISPATCH_SETTINGS)) {
      expect(min).toBeLessThanOrEqual(value);
      expect(value).toBeLessThanOrEqual(max);
    }
  });
});
