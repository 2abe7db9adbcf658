import { describe, expect, it } from 'vitest';
import { bearing, glideProgress, lerp, lerpAngle } from './interpolate';

describe('interpolation', () => {
  it('progress runs 0 → 1 over the glide and stays within', () => {
    expect(glideProgress(1_000, 500, 1_000)).toBe(0);
    expect(glideProgress(1_000, 1_250, 1_000)).toBe(0.25);
    expect(glideProgress(1_000, 9_000, 1_000)).toBe(1);
    expect(glideProgress(1_000, 1_000, 0)).toBe(1);
  });

  it('lerp between two numbers', () => {
    expect(lerp(10, 20, 0.5)).toBe(15);
  });

  it('angles turn the short way round', () => {
    expect(lerpAngle(350, 10, 0.5)).toBeCloseTo(0, 6);
    expect(lerpAngle(10, 350, 0.25)).toBeCloseTo(5, 6);
    expect(lerpAngle(90, 270, 1)).toBeCloseTo(270, 6);
    expect(lerpAngle(0, 90, 0.5)).toBeCloseTo(45, 6);
  });

  it('bearing: north 0, east 90, none for the same point', () => {
    expect(bearing(35, 33, 35.1, 33)).toBeCloseTo(0, 3);
    expect(bearing(35, 33, 35, 33.1)).toBeCloseTo(90, 0);
    expect(bearing(35, 33, 34.9, 33)).toBeCloseTo(180, 3);
    expect(bearing(35, 33, 35, 33)).toBeNull();
  });
});
