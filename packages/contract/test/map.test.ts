import { describe, expect, it } from 'vitest';
import { MapBasemap, MapConfig, MapTown } from '../src/map';
import { accepts, expectShape, parsed } from './support/schema-checks';

const raster = { kind: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], attribution: '© OpenStreetMap contributors', maxZoom: 19 };
const town = { name: 'Girne', latitude: 35.34, longitude: 33.32 };

describe('map configuration (docs/map.md)', () => {
  it('the basemap is a style, a PMTiles extract or raster tiles, told apart by kind', () => {
    expect(parsed(MapBasemap, { kind: 'style', styleUrl: 'https://example.org/style.json' })).toEqual({ kind: 'style', styleUrl: 'https://example.org/style.json' });
    expect(parsed(MapBasemap, { kind: 'pmtiles', pmtilesUrl: '/map/basemap.pmtiles' })).toEqual({ kind: 'pmtiles', pmtilesUrl: '/map/basemap.pmtiles' });
    expectShape(MapBasemap, raster);
    expect(accepts(MapBasemap, { kind: 'style' })).toBe(false);
    expect(accepts(MapBasemap, { kind: 'pmtiles' })).toBe(false);
    expect(accepts(MapBasemap, { kind: 'vector', styleUrl: 'x' })).toBe(false);
    expect(accepts(MapBasemap, { ...raster, tiles: [] }), 'raster needs a tile address').toBe(false);
    expect(accepts(MapBasemap, { ...raster, maxZoom: 18.5 })).toBe(false);
  });

  it('a town has a name and a position', () => {
    expectShape(MapTown, town);
  });

  it('the answer holds the basemap, the routing service or none, and the towns', () => {
    expectShape(MapConfig, { basemap: raster, routingUrl: 'https://router.example.org', towns: [town] });
    expect(accepts(MapConfig, { basemap: raster, routingUrl: null, towns: [] })).toBe(true);
  });
});
