import 'maplibre-gl/dist/maplibre-gl.css';
import { layers, namedFlavor } from '@protomaps/basemaps';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import type { LayerSpecification } from 'maplibre-gl';
import type { Scheme } from './base-style';

/**
 * MapLibre and its helpers, set up once. Only the lazy map chunk imports this file, so the
 * shell's bundle stays without them. Vite does not emit MapLibre's worker by itself (STACK.md
 * gotcha 7): its URL is imported and set here. pmtiles:// URLs read the PMTiles extract by range.
 */
maplibregl.setWorkerUrl(workerUrl);
maplibregl.addProtocol('pmtiles', new Protocol().tile);

export { maplibregl };

/** The Protomaps style's layers for our PMTiles source, light or dark, English names. */
export const protomapsLayers = (source: string, scheme: Scheme) => layers(source, namedFlavor(scheme), { lang: 'en' }) as unknown as LayerSpecification[];
