import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { placeImageId, useMarkerImages } from '../marker-images';
import type { RoutePoint } from '../route-geometry';

export const PLACE_MARKERS_LAYER = 'place-markers';

/**
 * Numbered markers 1, 2, 3… for the places, in their order: one symbol layer (WebGL, not a DOM
 * marker each) with canvas-drawn numbers (marker-images.ts), so it needs no glyph server.
 */
export function PlaceMarkersLayer({ places, id = PLACE_MARKERS_LAYER }: { places: readonly RoutePoint[]; id?: string }) {
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: places.map((place, index) => ({
        type: 'Feature',
        properties: { number: index + 1, image: placeImageId(index + 1) },
        geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
      })),
    }),
    [places],
  );
  useMarkerImages(useMemo(() => places.map((_place, index) => placeImageId(index + 1)), [places]));
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        id={id}
        type="symbol"
        layout={{ 'icon-image': ['get', 'image'], 'icon-allow-overlap': true, 'icon-ignore-placement': true, 'symbol-sort-key': ['get', 'number'] }}
      />
    </Source>
  );
}
