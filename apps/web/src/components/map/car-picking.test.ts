import { describe, expect, it } from 'vitest';
import { CarBuffer, latitudeOf, longitudeOf, mercatorX, mercatorY } from './car-buffer';
import { CarCull } from './car-cull';
import { hitsCar, pickCar, type PickView } from './car-picking';

/** A flat map at zoom 10 with no bearing: 512·2¹⁰ px per world unit, centred on 33°E 35°N in an 800×600 canvas. */
function flatView(zoom = 10): PickView {
  const size = 512 * 2 ** zoom;
  const centre = { x: mercatorX(33), y: mercatorY(35) };
  return {
    project: ([lng, lat]) => ({ x: 400 + (mercatorX(lng) - centre.x) * size, y: 300 + (mercatorY(lat) - centre.y) * size }),
    unproject: ([x, y]) => ({ lng: longitudeOf(centre.x + (x - 400) / size), lat: latitudeOf(centre.y + (y - 300) / size) }),
    getBearing: () => 0,
    getZoom: () => zoom,
    getPitch: () => 0,
  };
}

describe('picking a car', () => {
  it('hits the body turned to the heading, not the empty corners of its picture', () => {
    expect(hitsCar(0, 0, 0, false)).toBe(true);
    expect(hitsCar(0, -18, 0, false), 'the bonnet, pointing north').toBe(true);
    expect(hitsCar(18, 0, 0, false), 'beside it').toBe(false);
    expect(hitsCar(18, 0, 90, false), 'the bonnet, pointing east').toBe(true);
    expect(hitsCar(0, -18, 90, false)).toBe(false);
    expect(hitsCar(20, 20, 0, false)).toBe(false);
    expect(hitsCar(16, 16, 0, true), 'the selected car’s halo').toBe(true);
  });

  it('finds the car under the point, the one on top where cars overlap, the selected one first', () => {
    const buffer = new CarBuffer(1_000, 0);
    const view = flatView();
    buffer.moveTo(1, 35, 33, 0, -1_000);
    buffer.moveTo(2, 35, 33, 0, -1_000);
    buffer.moveTo(3, 35.01, 33.01, 90, -1_000);
    expect(pickCar(buffer, view, { x: 400, y: 300 }, 0, null), 'the last drawn').toBe(2);
    expect(pickCar(buffer, view, { x: 400, y: 300 }, 0, 1), 'the selected car is drawn on top').toBe(1);
    const third = view.project([33.01, 35.01]);
    expect(pickCar(buffer, view, { x: third.x + 15, y: third.y }, 0, null)).toBe(3);
    expect(pickCar(buffer, view, { x: third.x, y: third.y + 15 }, 0, null)).toBeNull();
    expect(pickCar(buffer, view, { x: 10, y: 10 }, 0, null)).toBeNull();
  });

  it('picks a gliding car where it is drawn at that moment', () => {
    const buffer = new CarBuffer(1_000, 0);
    const view = flatView();
    buffer.moveTo(1, 35, 33, 90, -1_000);
    buffer.moveTo(1, 35, 33.05, 90, 0);
    const end = view.project([33.05, 35]);
    const half = { x: (400 + end.x) / 2, y: 300 };
    expect(pickCar(buffer, view, half, 500, null)).toBe(1);
    expect(pickCar(buffer, view, half, 1_000, null), 'arrived: no longer there').toBeNull();
    expect(pickCar(buffer, view, end, 1_000, null)).toBe(1);
  });

  it('does not hit a car the last frame left out under another (car-cull.ts)', () => {
    const buffer = new CarBuffer(1_000, 0);
    const view = flatView();
    buffer.moveTo(1, 35, 33, 0, -1_000);
    // 4 px east at zoom 10: drawn under car 2 and left out, yet its edge sticks out
    buffer.moveTo(2, 35, 33 + 4 / (512 * 2 ** 10) * 360, 0, -1_000);
    const culled = new CarCull(8);
    culled.update(buffer, 512 * 2 ** 10, -1);
    expect(culled.isDrawn(0)).toBe(false);
    const edge = { x: 400 - 13, y: 300 };
    expect(pickCar(buffer, view, edge, 0, null), 'every car counts without the cull').toBe(1);
    expect(pickCar(buffer, view, edge, 0, null, (slot) => culled.isDrawn(slot))).toBeNull();
    expect(pickCar(buffer, view, { x: 404, y: 300 }, 0, null, (slot) => culled.isDrawn(slot))).toBe(2);
  });
});
