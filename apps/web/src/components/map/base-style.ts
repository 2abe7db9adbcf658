import type { MapBasemap } from '@taxi/contract';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

/** Colours of the built-in offline basemap, light and dark (drawn under whatever tiles load). */
export const OFFLINE_COLOURS = {
  light: { water: '#aad3df', land: '#f2efe9', coast: '#7a9fb0', town: '#495057', townHalo: '#ffffff' },
  dark: { water: '#1b2b3a', land: '#2e3136', coast: '#5c7b8c', town: '#ced4da', townHalo: '#1a1b1e' },
} as const;
export type Scheme = keyof typeof OFFLINE_COLOURS;

/** Fonts and sprites of the Protomaps style (labels only; the shapes come from our PMTiles file). */
export const PROTOMAPS_ASSETS = 'https://protomaps.github.io/basemaps-assets';

/** The id of the sea colour: every base style starts with it, the offline land goes right above it. */
export const BACKGROUND_LAYER = 'offline-water';

const background = (scheme: Scheme): LayerSpecification => ({ id: BACKGROUND_LAYER, type: 'background', paint: { 'background-color': OFFLINE_COLOURS[scheme].water } });

/** Only the sea: the offline basemap layers draw the land and the towns over it. Used when nothing else can load. */
export function offlineStyle(scheme: Scheme): StyleSpecification {
  return { version: 8, sources: {}, layers: [background(scheme)] };
}

/**
 * The base style for a basemap setting (GET /api/map/config). `protomapsLayers` builds the
 * Protomaps layers (@protomaps/basemaps, passed in so this stays light for tests); `origin` makes
 * the PMTiles URL absolute for the pmtiles:// protocol. A remote style (MAP_STYLE_URL) is fetched
 * by the caller and given as `remote`; when it could not be fetched, the offline style stands in.
 */
export function baseStyle(
  basemap: MapBasemap,
  scheme: Scheme,
  options: { origin: string; protomapsLayers: (source: string, scheme: Scheme) => LayerSpecification[]; remote?: StyleSpecification | null },
): StyleSpecification {
  switch (basemap.kind) {
    case 'style': {
      const remote = options.remote;
      if (!remote) return offlineStyle(scheme);
      // the sea under the remote style, so the offline land can sit between the two
      return { ...remote, layers: [background(scheme), ...remote.layers.filter((layer) => layer.id !== BACKGROUND_LAYER)] };
    }
    case 'pmtiles':
      return {
        version: 8,
        glyphs: `${PROTOMAPS_ASSETS}/fonts/{fontstack}/{range}.pbf`,
        sprite: `${PROTOMAPS_ASSETS}/sprites/v4/${scheme}`,
        sources: {
          protomaps: {
            type: 'vector',
            url: `pmtiles://${new URL(basemap.pmtilesUrl, options.origin).href}`,
            attribution: '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org">OpenStreetMap</a>',
          },
        },
        layers: [background(scheme), ...options.protomapsLayers('protomaps', scheme).filter((layer) => layer.type !== 'background')],
      };
    case 'raster':
      return {
        version: 8,
        sources: { basemap: { type: 'raster', tiles: basemap.tiles, tileSize: 256, maxzoom: basemap.maxZoom, attribution: basemap.attribution } },
        layers: [background(scheme), { id: 'basemap-raster', type: 'raster', source: 'basemap', paint: scheme === 'dark' ? { 'raster-brightness-max': 0.6, 'raster-saturation': -0.4 } : {} }],
      };
  }
}
