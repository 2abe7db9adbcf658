import { describe, expect, it } from 'vitest';
import {
  CompleteTripBody, DriverPositionBody, DriverPresenceBody, DriverTrip, OpenTripList, POSITION_CLOCK_SKEW_MS, PayoutRequestBody, TripPlaceInput, TripRequestBody,
} from '../src/driver-api';
import { MAX_KURUS } from '../src/money';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const place = { name: 'Ercan', poiName: null, formattedAddress: 'Ercan Airport', latitude: 35.15, longitude: 33.5 };

describe('driver-side API bodies', () => {
  it('positions lie on the globe; heading and speed are optional and bounded', () => {
    expect(parsed(DriverPositionBody, { latitude: 35.18, longitude: 33.36 })).toEqual({ latitude: 35.18, longitude: 33.36 });
    expect(parsed(DriverPositionBody, { latitude: -90, longitude: -180, heading: 0, speedKmh: 0 })).toEqual({ latitude: -90, longitude: -180, heading: 0, speedKmh: 0 });
    expect(accepts(DriverPositionBody, { latitude: 90, longitude: 180, heading: 360, speedKmh: 400 })).toBe(true);
    for (const bad of [{ latitude: 90.01 }, { latitude: -90.01 }, { longitude: 180.01 }, { longitude: -180.01 }, { heading: -1 }, { heading: 360.1 }, { speedKmh: -1 }, { speedKmh: 400.1 }]) {
      expect(accepts(DriverPositionBody, { latitude: 0, longitude: 0, ...bad }), JSON.stringify(bad)).toBe(false);
    }
    expect(accepts(DriverPositionBody, { latitude: 0 })).toBe(false);
    expect(accepts(DriverPositionBody, { longitude: 0 })).toBe(false);
  });

  it('presence is a boolean', () => {
    expect(parsed(DriverPresenceBody, { online: false })).toEqual({ online: false });
    expect(accepts(DriverPresenceBody, { online: 'true' })).toBe(false);
    expect(accepts(DriverPresenceBody, {})).toBe(false);
  });

  it('a payout request asks for at least 1 kuruş, with an optional description', () => {
    expect(parsed(PayoutRequestBody, { amount: 1 })).toEqual({ amount: 1, description: '' });
    expect(parsed(PayoutRequestBody, { amount: 50_000, description: '  Rent  ' })).toEqual({ amount: 50_000, description: 'Rent' });
    expect(issuesOf(PayoutRequestBody, { amount: 0 })).toEqual(['amount: The amount must be at least 1 kuruş']);
    expect(accepts(PayoutRequestBody, { amount: 1.5 })).toBe(false);
    expect(accepts(PayoutRequestBody, { amount: -100 })).toBe(false);
    expect(accepts(PayoutRequestBody, { amount: 1_000_000_000_001 })).toBe(false);
    expect(accepts(PayoutRequestBody, { amount: 1, description: 'd'.repeat(500) })).toBe(true);
    expect(accepts(PayoutRequestBody, { amount: 1, description: 'd'.repeat(501) })).toBe(false);
  });

  it('a position may say when it was taken, not in the future beyond the clock skew', () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect(POSITION_CLOCK_SKEW_MS).toBe(30_000);
    expect(accepts(DriverPositionBody, { latitude: 0, longitude: 0, recordedAt: at(-60_000) })).toBe(true);
    expect(accepts(DriverPositionBody, { latitude: 0, longitude: 0, recordedAt: at(20_000) })).toBe(true);
    expect(issuesOf(DriverPositionBody, { latitude: 0, longitude: 0, recordedAt: at(120_000) })).toEqual(['recordedAt: must not be in the future']);
    expect(accepts(DriverPositionBody, { latitude: 0, longitude: 0, recordedAt: 'yesterday' })).toBe(false);
  });

  it('a payout request is capped at MAX_KURUS', () => {
    expect(accepts(PayoutRequestBody, { amount: MAX_KURUS })).toBe(true);
    expect(issuesOf(PayoutRequestBody, { amount: MAX_KURUS + 1 })).toEqual(['amount: The amount is too large']);
  });

  it('a trip request has 2 to 10 named places with coordinates', () => {
    expect(parsed(TripPlaceInput, { ...place, poiName: undefined })).toEqual(place);
    expect(issuesOf(TripPlaceInput, { ...place, name: ' ' })).toEqual(['name: The name is required']);
    expect(issuesOf(TripPlaceInput, { ...place, formattedAddress: '' })).toEqual(['formattedAddress: The address is required']);
    for (const bad of [{ latitude: 91 }, { longitude: -181 }, { name: 'n'.repeat(201) }, { poiName: 'p'.repeat(201) }, { formattedAddress: 'a'.repeat(501) }]) {
      expect(accepts(TripPlaceInput, { ...place, ...bad }), JSON.stringify(bad)).toBe(false);
    }
    const request = { tripTypeId: 1, paymentMethod: 'Cash', places: [place, place] };
    expect(parsed(TripRequestBody, request)).toEqual(request);
    expect(issuesOf(TripRequestBody, { ...request, places: [place] })).toEqual(['places: A trip needs a pick-up and a drop-off']);
    expect(accepts(TripRequestBody, { ...request, places: Array(10).fill(place) })).toBe(true);
    expect(issuesOf(TripRequestBody, { ...request, places: Array(11).fill(place) })).toEqual(['places: At most 10 places']);
    for (const bad of [0, 2_147_483_648, 1.5]) expect(accepts(TripRequestBody, { ...request, tripTypeId: bad }), String(bad)).toBe(false);
    expect(accepts(TripRequestBody, { ...request, paymentMethod: 'Cheque' })).toBe(false);
  });

  it('completing a trip gives the metered distance and duration, bounded', () => {
    expect(parsed(CompleteTripBody, { distanceMeters: 0, durationSeconds: 86_400 })).toEqual({ distanceMeters: 0, durationSeconds: 86_400 });
    expect(accepts(CompleteTripBody, { distanceMeters: 1_000_000, durationSeconds: 0 })).toBe(true);
    for (const bad of [{ distanceMeters: -1 }, { distanceMeters: 1_000_001 }, { durationSeconds: 86_401 }, { durationSeconds: 1.5 }]) {
      expect(accepts(CompleteTripBody, { distanceMeters: 1, durationSeconds: 1, ...bad }), JSON.stringify(bad)).toBe(false);
    }
  });

  it('trips of the driver and customer apps carry every field', () => {
    const trip = {
      id: 1, status: 'Searching', driverId: null, customerId: 7, tripTypeId: 1, paymentMethod: 'Card', startTime: '2026-01-15T19:30:00.000Z', endTime: null,
      distanceMeters: 0, durationSeconds: 0, fare: 0, places: [{ ...place, placeOrder: 0 }],
    };
    expectShape(DriverTrip, trip);
    expectShape(OpenTripList, { trips: [trip] });
  });
});
