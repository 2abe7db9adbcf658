import { describe, expect, it } from 'vitest';
import { boundsOf, fitsInFrame, paddingFor, tripCamera } from './camera-frame';

// the trip details map: 360 px high, about 800 px wide on a desktop
const DESKTOP = { width: 800, height: 360 };
const lefkosa = { latitude: 35.1856, longitude: 33.3823 };
// a few streets away (≈ 1 km)
const lefkosaShort = [lefkosa, { latitude: 35.19, longitude: 33.39 }, { latitude: 35.18, longitude: 33.375 }];
// Lefkoşa to Girne to Gazimağusa: towns apart
const crossIsland = [lefkosa, { latitude: 35.3364, longitude: 33.3173 }, { latitude: 35.1149, longitude: 33.9192 }];

describe('boundsOf: the box around the points', () => {
  it('is west-south to east-north', () => {
    expect(boundsOf(crossIsland)).toEqual([
      [33.3173, 35.1149],
      [33.9192, 35.3364],
    ]);
  });
  it('is null without points', () => expect(boundsOf([])).toBeNull());
});

describe('fitsInFrame: every point inside the frame, clear of the edges', () => {
  it('measures in Web Mercator pixels (512 px world tiles): at zoom 12, 0.01° of longitude is 58 px', () => {
    const east = (degrees: number) => [{ latitude: 0, longitude: degrees }];
    // half the frame's width is 100 px, padding 40: room for 60 px either side of the centre
    expect(fitsInFrame(east(0.01), { latitude: 0, longitude: 0 }, 12, { width: 200, height: 200 }, 40)).toBe(true);
    expect(fitsInFrame(east(0.0111), { latitude: 0, longitude: 0 }, 12, { width: 200, height: 200 }, 40)).toBe(false);
  });
  it('counts the padding on the latitude too, where the frame is shortest', () => {
    const north = { latitude: lefkosa.latitude + 0.02, longitude: lefkosa.longitude };
    // 0.02° of latitude at 35° N is ≈ 142 px at zoom 12: inside a 360 px frame's half (180) only without padding
    expect(fitsInFrame([north], lefkosa, 12, DESKTOP, 0)).toBe(true);
    expect(fitsInFrame([north], lefkosa, 12, DESKTOP, 48)).toBe(false);
  });
});

describe('tripCamera: trip details open on the whole route', () => {
  it('keeps SPEC.md §9: zoom 12 on the first place when the short route fits there', () => {
    expect(tripCamera(lefkosaShort, DESKTOP, 12)).toEqual({ center: lefkosa, zoom: 12 });
  });
  it('frames every place when the route runs beyond zoom 12 around the first place', () => {
    expect(tripCamera(crossIsland, DESKTOP, 12)).toEqual({ bounds: boundsOf(crossIsland), padding: 48 });
  });
  it('frames every place when the route is narrower than the frame but runs off it from the first place', () => {
    // 0.07° east of the first place is 408 px at zoom 12: narrower than the 800 px frame, but the
    // centred first place leaves only 400 − 48 px on its east
    const oneWay = [lefkosa, { latitude: lefkosa.latitude, longitude: lefkosa.longitude + 0.07 }];
    expect(tripCamera(oneWay, DESKTOP, 12)).toHaveProperty('bounds');
  });
  it('keeps room for the markers in a small frame (390 px phone): the padding shrinks, never larger than the frame', () => {
    expect(paddingFor({ width: 120, height: 100 })).toBe(25);
    expect(tripCamera(crossIsland, { width: 358, height: 360 }, 12)).toEqual({ bounds: boundsOf(crossIsland), padding: 48 });
  });
  it('has nothing to frame without places', () => expect(tripCamera([], DESKTOP, 12)).toBeNull());
});
