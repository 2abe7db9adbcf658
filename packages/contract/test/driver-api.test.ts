import { describe, expect, it } from 'vitest';
import { DriverPositionBody, DriverPresenceBody, PayoutRequestBody } from '../src/driver-api';
import { accepts, issuesOf, parsed } from './support/schema-checks';

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
});
