import { describe, expect, it } from 'vitest';
import { CAR_FLOATS, CarBuffer } from './car-buffer';
import { CarCull } from './car-cull';

/** Pixels per world unit at a zoom (MapLibre's 512 px tiles). */
const worldSizeAt = (zoom: number) => 512 * 2 ** zoom;

/** The slots the cull draws, in order, and the selected car's drawn on top. */
const drawnSlots = (cull: CarCull) => [...cull.slots.subarray(0, cull.drawnCount)];
const selectedSlots = (cull: CarCull) => [...cull.slots.subarray(cull.drawnCount, cull.totalCount)];

/** Cars `stepDeg` of longitude apart along a parallel, driver ids 1… */
function carsInARow(count: number, stepDeg: number) {
  const buffer = new CarBuffer(1_000, 0);
  for (let car = 0; car < count; car++) buffer.moveTo(car + 1, 35.1, 33 + car * stepDeg, 0, -1_000);
  return buffer;
}

describe('the cars left out under others (car-cull)', () => {
  it('draws every car where they are apart, in their order', () => {
    const buffer = carsInARow(3, 0.01);
    const cull = new CarCull(8);
    expect(cull.update(buffer, worldSizeAt(14), -1)).toBe(true);
    expect(drawnSlots(cull)).toEqual([0, 1, 2]);
    expect(cull.totalCount).toBe(3);
    expect([0, 1, 2].map((slot) => cull.isDrawn(slot))).toEqual([true, true, true]);
  });

  it('of cars within a cell keeps the one drawn last (on top), and zooming in draws them again', () => {
    // 0.00001° apart: a fraction of a pixel at zoom 8, about 15 px at zoom 20
    const buffer = carsInARow(3, 0.00001);
    const cull = new CarCull(8);
    cull.update(buffer, worldSizeAt(8), -1);
    expect(drawnSlots(cull)).toEqual([2]);
    expect(cull.isDrawn(0)).toBe(false);
    expect(cull.update(buffer, worldSizeAt(8), -1)).toBe(false);
    expect(cull.update(buffer, worldSizeAt(20), -1)).toBe(true);
    expect(drawnSlots(cull)).toEqual([0, 1, 2]);
  });

  it('draws the selected car last even when it lies under another, and picks again after a move', () => {
    const buffer = carsInARow(3, 0.00001);
    const cull = new CarCull(8);
    cull.update(buffer, worldSizeAt(8), 0);
    expect(drawnSlots(cull)).toEqual([2]);
    expect(selectedSlots(cull)).toEqual([0]);
    expect(cull.isDrawn(0)).toBe(true);
    // the top car drives away: the next one under it shows
    buffer.moveTo(3, 35.1, 33.5, 0, 0);
    expect(cull.update(buffer, worldSizeAt(8), -1)).toBe(true);
    expect(drawnSlots(cull)).toEqual([1, 2]);
  });

  it('keeps one car per cell of 10,000 on an island at zoom 8, and grows with the cars', () => {
    const buffer = new CarBuffer(1_000, 0);
    let seed = 7;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
    for (let car = 1; car <= 10_000; car++) buffer.moveTo(car, 35.05 + random() * 0.35, 32.8 + random() * 1.2, random() * 360, -1_000);
    const cull = new CarCull(8);
    cull.update(buffer, worldSizeAt(8), -1);
    const drawn = drawnSlots(cull);
    const cells = new Set(drawn.map((slot) => Math.floor(buffer.data[slot * CAR_FLOATS + 2]! * (worldSizeAt(8) / 8)) + ':' + Math.floor(buffer.data[slot * CAR_FLOATS + 3]! * (worldSizeAt(8) / 8))));
    expect(cells.size).toBe(drawn.length);
    // the island at zoom 8 is about 440 × 160 px: some 1,100 cells of 8 px
    expect(drawn.length).toBeGreaterThan(500);
    expect(drawn.length).toBeLessThan(1_500);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
  });
});
