import { describe, expect, it } from 'vitest';
import { selectionCamera } from './selection-camera';

const car = { latitude: 35.52, longitude: 34.2 };
const places = [
  { latitude: 35.598, longitude: 34.379 },
  { latitude: 35.536, longitude: 34.187 },
  { latitude: 35.3, longitude: 33.95 },
];
const karpaz = { west: 34.0, south: 35.4, east: 34.5, north: 35.7 };
const nicosia = { west: 33.2, south: 35.1, east: 33.5, north: 35.3 };

describe('selectionCamera: where selecting a driver takes the camera', () => {
  it('frames the car and every place of the trip', () => {
    expect(selectionCamera(car, places, karpaz)).toEqual({ fit: [[33.95, 35.3], [34.379, 35.598]] });
  });
  it('frames the trip alone when the car is not known (gone offline)', () => {
    expect(selectionCamera(undefined, places, karpaz)).toEqual({ fit: [[33.95, 35.3], [34.379, 35.598]] });
  });
  it('without a trip, leaves a car already in view where it is', () => {
    expect(selectionCamera(car, [], karpaz)).toBeNull();
  });
  it('without a trip, goes to a car out of view, or not known to be in view yet', () => {
    expect(selectionCamera(car, [], nicosia)).toEqual({ centre: car, zoomIn: false });
    expect(selectionCamera(car, [], null)).toEqual({ centre: car, zoomIn: false });
  });
  it('zooms in on the car a search found', () => {
    expect(selectionCamera(car, [], karpaz, { zoomIn: true })).toEqual({ centre: car, zoomIn: true });
  });
  it('has nowhere to go without a car or a trip', () => {
    expect(selectionCamera(undefined, [], karpaz)).toBeNull();
  });
});
