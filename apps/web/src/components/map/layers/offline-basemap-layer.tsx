import type { MapTown } from '@taxi/contract';
import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { OFFLINE_COLOURS, type Scheme } from '../base-style';
import { townImageId, useMarkerImages } from '../marker-images';
import land from '../offline/offline-land.json';

export const OFFLINE_LAND_LAYER = 'offline-land';
const TOWNS_SOURCE = 'offline-towns';

/** What the offline land is drawn from, named in the map's attribution. */
export const OFFLINE_LAND_ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/**
 * The built-in offline basemap (DESIGN.md §6): Natural Earth land and coastline around Cyprus
 * (offline/offline-land.json, built by offline/build-offline-land.mjs) and the demo towns' dots,
 * drawn under the basemap's own layers (`beforeId`), so routes and cars keep their context when
 * no tile loads. The towns' names are `OfflineTownNamesLayer`, drawn after the screen's layers.
 */
export function OfflineBasemapLayer({ towns, scheme, beforeId }: { towns: readonly MapTown[]; scheme: Scheme; beforeId?: string }) {
  const colours = OFFLINE_COLOURS[scheme];
  const townPoints = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: towns.map((town) => ({ type: 'Feature', properties: { name: town.name, image: townImageId(scheme, town.name) }, geometry: { type: 'Point', coordinates: [town.longitude, town.latitude] } })),
    }),
    [towns, scheme],
  );
  useMarkerImages(useMemo(() => towns.map((town) => townImageId(scheme, town.name)), [towns, scheme]));
  return (
    <>
      <Source id="offline-land" type="geojson" data={land as unknown as FeatureCollection} attribution={OFFLINE_LAND_ATTRIBUTION}>
        <Layer id={OFFLINE_LAND_LAYER} type="fill" beforeId={beforeId} paint={{ 'fill-color': colours.land }} />
        <Layer id="offline-coastline" type="line" beforeId={beforeId} paint={{ 'line-color': colours.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.6, 12, 1.6] }} />
      </Source>
      <Source id={TOWNS_SOURCE} type="geojson" data={townPoints}>
        <Layer id="offline-town-dots" type="circle" beforeId={beforeId} paint={{ 'circle-radius': 3, 'circle-color': colours.town, 'circle-stroke-color': colours.townHalo, 'circle-stroke-width': 1 }} />
      </Source>
    </>
  );
}

/**
 * The demo towns' names (pictures, marker-images.ts), rendered after the screen's layers so they
 * draw above the cars and routes (issue 22); under the basemap's own layers (`beforeId`) when it
 * draws, whose tiles carry their own names.
 */
export function OfflineTownNamesLayer({ beforeId }: { beforeId?: string }) {
  return (
    <Layer
      id="offline-town-names"
      source={TOWNS_SOURCE}
      type="symbol"
      beforeId={beforeId}
      layout={{ 'icon-image': ['get', 'image'], 'icon-anchor': 'left', 'icon-offset': [4, 0], 'icon-allow-overlap': false }}
    />
  );
}
