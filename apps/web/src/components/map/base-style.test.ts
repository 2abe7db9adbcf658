import type { LayerSpecification } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_LAYER, baseStyle, OFFLINE_COLOURS } from './base-style';

const protomapsLayers = vi.fn((source: string): LayerSpecification[] => [
  { id: 'background', type: 'background', paint: { 'background-color': '#ccc' } },
  { id: 'earth', type: 'fill', source, 'source-layer': 'earth' },
]);
const options = { origin: 'https://office.example.com', protomapsLayers };

describe('baseStyle: the basemap the server configures, with the offline sea under it', () => {
  it('draws OpenStreetMap raster tiles with their attribution by default', () => {
    const style = baseStyle({ kind: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], attribution: '© OpenStreetMap contributors', maxZoom: 19 }, 'light', options);
    expect(style.sources.basemap).toEqual({ type: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], tileSize: 256, maxzoom: 19, attribution: '© OpenStreetMap contributors' });
    expect(style.layers.map((layer) => layer.id)).toEqual([BACKGROUND_LAYER, 'basemap-raster']);
  });

  it('reads a PMTiles extract through pmtiles:// at an absolute URL with the Protomaps layers (their background dropped for ours)', () => {
    const style = baseStyle({ kind: 'pmtiles', pmtilesUrl: '/map/basemap.pmtiles' }, 'dark', options);
    expect(style.sources.protomaps).toMatchObject({ type: 'vector', url: 'pmtiles://https://office.example.com/map/basemap.pmtiles' });
    expect(protomapsLayers).toHaveBeenCalledWith('protomaps', 'dark');
    expect(style.layers.map((layer) => layer.id)).toEqual([BACKGROUND_LAYER, 'earth']);
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': OFFLINE_COLOURS.dark.water } });
  });

  it('uses a fetched MAP_STYLE_URL style under our sea, and the offline basemap alone when it could not be fetched', () => {
    const remote = { version: 8 as const, sources: { s: { type: 'vector' as const, url: 'https://tiles.example.com/s.json' } }, layers: [{ id: 'roads', type: 'line' as const, source: 's', 'source-layer': 'roads' }] };
    const basemap = { kind: 'style' as const, styleUrl: 'https://tiles.example.com/style.json' };
    expect(baseStyle(basemap, 'light', { ...options, remote }).layers.map((layer) => layer.id)).toEqual([BACKGROUND_LAYER, 'roads']);
    const offline = baseStyle(basemap, 'light', { ...options, remote: null });
    expect(offline.sources).toEqual({});
    expect(offline.layers.map((layer) => layer.id)).toEqual([BACKGROUND_LAYER]);
  });
});
