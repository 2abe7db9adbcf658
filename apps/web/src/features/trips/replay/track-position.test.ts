import type { TrackPoint } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { positionAt, trackEnd } from './track-position';
import { trackFixture } from '@/test/trip-track-fixture';

const points = trackFixture.points;

describe('positionAt (the replay car between kept points)', () => {
  it('is at a kept point at its time', () => {
    expect(positionAt(points, 0)).toMatchObject({ latitude: 35.1, longitude: 33.3, leg: 0 });
    expect(positionAt(points, 120)).toMatchObject({ latitude: 35.11, longitude: 33.32, leg: 2 });
    expect(positionAt(points, 600)).toMatchObject({ latitude: 35.13, longitude: 33.34, leg: 3 });
  });

  it('moves in a straight line at an even speed between two points', () => {
    const quarter = positionAt(points, 180)!; // a quarter of the way from 120 s to 360 s
    expect(quarter.latitude).toBeCloseTo(35.115, 9);
    expect(quarter.longitude).toBeCloseTo(33.32, 9);
    expect(quarter.leg).toBe(2);
    const half = positionAt(points, 30)!;
    expect(half.latitude).toBeCloseTo(35.105, 9);
  });

  it('stays at the first point before the start and at the last after the end', () => {
    expect(positionAt(points, -5)).toMatchObject({ latitude: 35.1, longitude: 33.3, leg: 0 });
    expect(positionAt(points, 9_999)).toMatchObject({ latitude: 35.13, longitude: 33.34, leg: 3 });
  });

  it('heads along the leg: north, then east', () => {
    expect(positionAt(points, 30)!.heading).toBeCloseTo(0, 6);
    expect(positionAt(points, 90)!.heading).toBeCloseTo(90, 6);
    expect(positionAt(points, 200)!.heading).toBeCloseTo(0, 6);
  });

  it('keeps the last heading while the car stands still, and takes the later point of two at the same second', () => {
    const standing: TrackPoint[] = [[0, 35, 33], [10, 35, 33.01], [20, 35, 33.01], [20, 35.01, 33.01]];
    expect(positionAt(standing, 15)).toMatchObject({ latitude: 35, longitude: 33.01, leg: 1 });
    expect(positionAt(standing, 15)!.heading).toBeCloseTo(90, 6);
    expect(positionAt(standing, 20)).toMatchObject({ latitude: 35.01, longitude: 33.01, leg: 2 });
  });

  it('answers null with no points and the one point of a one-point track', () => {
    expect(positionAt([], 10)).toBeNull();
    expect(positionAt([[0, 35, 33]], 10)).toEqual({ latitude: 35, longitude: 33, heading: 0, leg: -1 });
  });

  it('runs to the last kept point', () => {
    expect(trackEnd(points)).toBe(600);
    expect(trackEnd([])).toBe(0);
  });
});
