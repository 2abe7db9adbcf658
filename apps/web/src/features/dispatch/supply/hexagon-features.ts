import type { SupplyDemandCell } from '@taxi/contract';
import type { FeatureCollection, Polygon } from 'geojson';
import { shortageBand, SHORTAGE_COLOURS } from './shortage-bands';

const H3_INDEX = /^[0-9a-f]{15}$/i;

/** h3-js's `cellToBoundary` in GeoJSON order (`[longitude, latitude]`, the ring closed). */
export type CellBoundary = (h3: string, formatAsGeoJson: true) => number[][];

/**
 * The hexagons to draw: one polygon per cell with its counts, band and colour as properties (the
 * layer reads `colour`). h3-js is handed in: it loads only when the layer is switched on.
 */
export function hexagonFeatures(cells: readonly SupplyDemandCell[], cellToBoundary: CellBoundary): FeatureCollection<Polygon> {
  const features: FeatureCollection<Polygon>['features'] = [];
  for (const cell of cells) {
    if (!H3_INDEX.test(cell.h3)) continue; // not a cell index: nothing to draw
    let ring: number[][];
    try {
      ring = cellToBoundary(cell.h3, true);
    } catch {
      continue; // not a cell index: nothing to draw
    }
    const band = shortageBand(cell.shortage);
    features.push({
      type: 'Feature',
      properties: { h3: cell.h3, idleDrivers: cell.idleDrivers, openRequests: cell.openRequests, shortage: cell.shortage, band, colour: SHORTAGE_COLOURS[band] },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** h3-js, on demand (its own chunk: neither the shell nor the map carries it until the layer is shown). */
export const loadCellBoundary = async (): Promise<CellBoundary> => (await import('h3-js')).cellToBoundary as CellBoundary;
