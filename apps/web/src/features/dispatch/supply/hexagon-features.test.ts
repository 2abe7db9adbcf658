import { cellToBoundary, latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { hexagonFeatures, type CellBoundary } from './hexagon-features';
import { shortageBand, SHORTAGE_COLOURS } from './shortage-bands';

describe('supply and demand hexagons', () => {
  it('bands the shortage from spare drivers to short by four or more', () => {
    expect([-3, -1, 0, 1, 2, 3, 4, 9].map(shortageBand)).toEqual(['spare', 'spare', 'balanced', 'short1', 'short2', 'short2', 'short4', 'short4']);
  });

  it('draws each cell as a closed GeoJSON ring with its counts and colour, skipping what is not a cell', () => {
    const h3 = latLngToCell(35.185, 33.382, 7);
    const { features } = hexagonFeatures(
      [
        { h3, idleDrivers: 1, openRequests: 3, shortage: 2 },
        { h3: 'not-a-cell', idleDrivers: 0, openRequests: 1, shortage: 1 },
      ],
      cellToBoundary as CellBoundary,
    );
    expect(features).toHaveLength(1);
    const [feature] = features;
    expect(feature!.properties).toMatchObject({ h3, idleDrivers: 1, openRequests: 3, shortage: 2, band: 'short2', colour: SHORTAGE_COLOURS.short2 });
    const ring = feature!.geometry.coordinates[0]!;
    expect(ring).toHaveLength(7); // six corners and the first again
    expect(ring[0]).toEqual(ring[6]);
    // [longitude, latitude]: around Lefkoşa
    expect(ring[0]![0]).toBeCloseTo(33.38, 1);
    expect(ring[0]![1]).toBeCloseTo(35.18, 1);
  });
});
