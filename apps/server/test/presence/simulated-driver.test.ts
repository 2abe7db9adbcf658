import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@taxi/contract';
import { advance, bearing, type SimulatedDriver } from '../../src/simulator/simulated-driver';

const lefkosa = { latitude: 35.1856, longitude: 33.3823 };
const girne = { latitude: 35.3364, longitude: 33.3199 };

describe('a simulated car', () => {
  it('covers speed × time along its way, heading to the next waypoint', () => {
    const car: SimulatedDriver = { driverId: 1, position: { ...lefkosa }, waypoints: [girne], speedKmh: 60, heading: 0 };
    const before = haversineMeters(lefkosa, girne);
    expect(advance(car, 60)).toBe(false);
    expect(before - haversineMeters(car.position, girne)).toBeCloseTo(1000, -1);
    expect(car.heading).toBeCloseTo(bearing(lefkosa, girne), 0);
    expect(car.heading).toBeGreaterThan(270); // Girne lies north-north-west of Lefkoşa
  });

  it('arrives and says so when the way is shorter than the step', () => {
    const car: SimulatedDriver = { driverId: 1, position: { ...lefkosa }, waypoints: [{ latitude: 35.186, longitude: 33.3823 }], speedKmh: 50, heading: 0 };
    expect(advance(car, 10)).toBe(true);
    expect(car.position).toEqual({ latitude: 35.186, longitude: 33.3823 });
  });
});
