import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS, haversineMeters } from '../src/haversine';

const LEFKOSA = { latitude: 35.1856, longitude: 33.3823 };
const GIRNE = { latitude: 35.3364, longitude: 33.3199 };

describe('haversineMeters: one great-circle distance for the demo, the dispatch and the replay', () => {
  it('measures a degree of latitude and the 17.7 km from Lefkoşa to Girne on the mean sphere', () => {
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_METERS, 6);
    expect(Math.round(haversineMeters(LEFKOSA, GIRNE))).toBe(17_699);
    expect(haversineMeters(GIRNE, LEFKOSA)).toBe(haversineMeters(LEFKOSA, GIRNE));
    expect(haversineMeters(GIRNE, GIRNE)).toBe(0);
  });

  it('scales with the sphere it is given (the geo index passes Redis’s radius)', () => {
    const redis = 6_372_797.560856;
    expect(haversineMeters(LEFKOSA, GIRNE, redis) / haversineMeters(LEFKOSA, GIRNE)).toBeCloseTo(redis / EARTH_RADIUS_METERS, 12);
  });

  it('gives half the circumference for points on opposite sides of the earth', () => {
    const half = Math.PI * EARTH_RADIUS_METERS;
    for (const [a, b] of [[{ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }], [{ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }], [{ latitude: 35.1856, longitude: 33.3823 }, { latitude: -35.1856, longitude: -146.6177 }]] as const) {
      expect(haversineMeters(a, b)).toBeCloseTo(half, 0);
    }
  });
});
