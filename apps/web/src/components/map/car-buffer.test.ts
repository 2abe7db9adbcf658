import { describe, expect, it } from 'vitest';
import { CAR_FLOATS, CarBuffer, latitudeOf, longitudeOf, mercatorX, mercatorY } from './car-buffer';
import { relativeMatrix } from './cars-program';

const lngLat = (buffer: CarBuffer, driverId: number, now: number) => buffer.lngLatAt(driverId, now)!;

describe('the cars’ typed array', () => {
  it('Web Mercator both ways (MapLibre’s world units)', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(longitudeOf(mercatorX(33.3))).toBeCloseTo(33.3, 10);
    expect(latitudeOf(mercatorY(35.1))).toBeCloseTo(35.1, 10);
  });

  it('holds 8 numbers a car, relative to the first car, and glides from where a car is drawn', () => {
    const buffer = new CarBuffer(1_000, 0);
    buffer.moveTo(7, 35, 33, 90, -1_000);
    expect(buffer.count).toBe(1);
    expect(buffer.origin).toEqual({ x: mercatorX(33), y: mercatorY(35) });
    expect([...buffer.data.subarray(0, CAR_FLOATS)]).toEqual([0, 0, 0, 0, 90, 90, -1_000, 0]);
    buffer.moveTo(7, 35.2, 33.2, 100, 10_000);
    expect(lngLat(buffer, 7, 10_000)[1]).toBeCloseTo(35, 5);
    expect(lngLat(buffer, 7, 10_500)[0]).toBeCloseTo(33.1, 5);
    expect(lngLat(buffer, 7, 10_500)[1]).toBeCloseTo(35.1, 3);
    expect(buffer.drawnAt(0, 10_500).heading).toBeCloseTo(95, 4);
    expect(lngLat(buffer, 7, 12_000)[1]).toBeCloseTo(35.2, 5);
    expect(buffer.movingAt(10_999)).toBe(true);
    expect(buffer.movingAt(11_000)).toBe(false);
    // a new point mid-glide: the glide starts where the car is drawn
    buffer.moveTo(7, 35.2, 33.4, 100, 11_500);
    expect(buffer.drawnAt(0, 11_500).x).toBeCloseTo(mercatorX(33.2) - buffer.origin!.x, 9);
  });

  it('turns the short way round (350° to 10° passes north)', () => {
    const buffer = new CarBuffer(1_000, 0);
    buffer.moveTo(1, 35, 33, 350, -1_000);
    buffer.moveTo(1, 35.1, 33, 10, 0);
    expect(buffer.drawnAt(0, 500).heading).toBeCloseTo(0, 3);
    expect(buffer.drawnAt(0, 250).heading).toBeCloseTo(355, 3);
  });

  it('free or on a trip; a car that leaves takes the last car’s place', () => {
    const buffer = new CarBuffer(1_000, 0);
    for (const id of [1, 2, 3]) buffer.moveTo(id, 35 + id / 100, 33, 0, -1_000);
    buffer.setBusy(3, true);
    const version = buffer.version;
    buffer.setBusy(3, true);
    expect(buffer.version, 'no change, no upload').toBe(version);
    expect(buffer.remove(1)).toBe(true);
    expect(buffer.remove(1)).toBe(false);
    expect(buffer.count).toBe(2);
    expect(buffer.slotOf(3)).toBe(0);
    expect(buffer.drawnAt(0, 0)).toMatchObject({ driverId: 3, busy: true });
    expect(lngLat(buffer, 3, 0)[1]).toBeCloseTo(35.03, 6);
    expect(buffer.lngLatAt(1, 0)).toBeNull();
  });

  it('grows past its first size without losing a car', () => {
    const buffer = new CarBuffer(1_000, 0);
    for (let id = 1; id <= 1_000; id++) buffer.moveTo(id, 35 + id / 10_000, 33, 0, -1_000);
    expect(buffer.count).toBe(1_000);
    expect(lngLat(buffer, 1_000, 0)[1]).toBeCloseTo(35.1, 6);
    expect(lngLat(buffer, 1, 0)[1]).toBeCloseTo(35.0001, 6);
  });

  it('the matrix takes the origin in float64, so the GPU multiplies small numbers', () => {
    // a translation matrix by (10, 20, 0): a point relative to origin (1, 2) lands at origin + point + translation
    const translate = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1];
    const m = relativeMatrix(translate, { x: 1, y: 2 });
    expect([...m.slice(12)]).toEqual([11, 22, 0, 1]);
  });

  it('asks for a frame only as often as some car moves by a pixel, and once more when the glides end', () => {
    const buffer = new CarBuffer(1_000, 0);
    buffer.moveTo(1, 35, 33, 0, -1_000);
    expect(buffer.nextDrawIn(0, 512)).toBeNull();
    // ~11 m north in a second, straight on
    buffer.moveTo(1, 35.0001, 33, 0, 0);
    const worldSize = (zoom: number) => 512 * 2 ** zoom;
    expect(buffer.nextDrawIn(0, worldSize(8)), 'a country’s view: a fraction of a pixel, drawn when it ends').toBe(1_000);
    expect(buffer.nextDrawIn(600, worldSize(8))).toBe(400);
    expect(buffer.nextDrawIn(1_000, worldSize(8))).toBeNull();
    expect(buffer.nextDrawIn(0, worldSize(20)), 'a street: every frame').toBe(0);
    // a turn moves the picture’s corners: 20° at 25 px is 8.7 px in a second, a pixel every ~115 ms
    buffer.moveTo(1, 35.0001, 33, 20, 2_000);
    expect(buffer.nextDrawIn(2_000, worldSize(8))).toBeCloseTo(1_000 / ((20 * Math.PI) / 180 * 25), 0);
  });
});

