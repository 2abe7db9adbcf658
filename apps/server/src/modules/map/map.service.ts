import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MapBasemap, MapConfig } from '@taxi/contract';
import type { Config } from '../../config';
import { TOWNS } from '../../demo/towns';

/** The self-hosted extract: DATA_DIR/basemap.pmtiles, served at BASEMAP_PMTILES_URL when present. */
export const BASEMAP_PMTILES_FILE = 'basemap.pmtiles';
export const BASEMAP_PMTILES_URL = `/map/${BASEMAP_PMTILES_FILE}`;

export const OSM_RASTER: Extract<MapBasemap, { kind: 'raster' }> = {
  kind: 'raster',
  tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
};

export const basemapFilePath = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, BASEMAP_PMTILES_FILE);

/** MAP_STYLE_URL first, then a PMTiles extract in DATA_DIR, else OpenStreetMap raster tiles. */
export function chooseBasemap(config: Pick<Config, 'mapStyleUrl' | 'dataDir'>, fileExists: (file: string) => boolean = existsSync): MapBasemap {
  if (config.mapStyleUrl) return { kind: 'style', styleUrl: config.mapStyleUrl };
  if (fileExists(basemapFilePath(config))) return { kind: 'pmtiles', pmtilesUrl: BASEMAP_PMTILES_URL };
  return OSM_RASTER;
}

/** The answer of GET /api/map/config: the basemap, the routing service and the demo towns. */
export function mapConfig(config: Pick<Config, 'mapStyleUrl' | 'dataDir' | 'routingUrl'>): MapConfig {
  return {
    basemap: chooseBasemap(config),
    routingUrl: config.routingUrl,
    towns: TOWNS.map(({ name, latitude, longitude }) => ({ name, latitude, longitude })),
  };
}
