import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { carImageId, useMarkerImages } from '../marker-images';

export const MOVING_CAR_LAYER = 'moving-car';

/** Where to draw the one car: degrees, and its heading (0 = north, clockwise). */
export interface CarPosition {
  latitude: number;
  longitude: number;
  heading: number;
}

const IMAGE = [carImageId('selected')];

/**
 * One car that moves as its position prop changes (the trip replay's): a symbol layer with the
 * live map's car picture (canvas-drawn, no sprite), turned to its heading. One point's `setData`
 * per position is cheap; the live map's thousands of cars have their own GPU layer (cars-layer.tsx).
 */
export function MovingCarLayer({ position, id = MOVING_CAR_LAYER }: { position: CarPosition | null; id?: string }) {
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: position
        ? [{ type: 'Feature', properties: { heading: position.heading, image: IMAGE[0] }, geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] } }]
        : [],
    }),
    [position],
  );
  useMarkerImages(IMAGE);
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        id={id}
        type="symbol"
        layout={{
          'icon-image': ['get', 'image'],
          'icon-rotate': ['get', 'heading'],
          'icon-rotation-alignment': 'map',
          'icon-size': 0.8,
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        }}
      />
    </Source>
  );
}
