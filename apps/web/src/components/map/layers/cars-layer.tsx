import type { FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification, GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { carImageId, CAR_STATES, type CarState } from '../car-images';
import { useMarkerImages } from '../marker-images';

export const CARS_LAYER = 'cars';

/** What each car feature carries: the driver, free or on a trip, and the heading the icon turns to. */
export interface CarProperties {
  driverId: number;
  state: Exclude<CarState, 'selected'>;
  heading: number;
}

export type CarFeatures = FeatureCollection<Point, CarProperties>;

/**
 * Where the cars come from, kept outside React (10,000 drivers must not re-render anything):
 * the layer asks for a frame after each change and, while cars are still gliding to their new
 * positions, once per animation frame.
 */
export interface CarFeed {
  /** Calls `onChange` whenever the cars changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** The cars as they stand at `now` (performance.now() ms); `moving` while any is still on its way. */
  frame(now: number): { data: CarFeatures; moving: boolean };
}

export interface CarsLayerProps {
  feed: CarFeed;
  selectedId: number | null;
  onSelect: (driverId: number) => void;
  /** After each draw, the number of cars given to the map (the live map writes it on its box). */
  onDraw?: (count: number) => void;
  id?: string;
}

const EMPTY: CarFeatures = { type: 'FeatureCollection', features: [] };
const CAR_IMAGES = CAR_STATES.map(carImageId);

/**
 * The live map's cars (SPEC.md §2.11, DESIGN.md §6): ONE GeoJSON source and symbol layer, a
 * canvas-drawn 50×50 car per driver rotated to its heading on the map plane, free and on-trip
 * cars in two colours and the selected one highlighted. The data goes to MapLibre with `setData`
 * at most once per animation frame, and not before it has taken the previous data (one loop for all cars). Clicking a car selects its driver.
 */
export function CarsLayer({ feed, selectedId, onSelect, onDraw, id = CARS_LAYER }: CarsLayerProps) {
  const { current } = useMap();
  const map = current?.getMap();
  useMarkerImages(CAR_IMAGES);
  const callbacks = useRef({ onSelect, onDraw });
  useEffect(() => {
    callbacks.current = { onSelect, onDraw };
  });

  // one requestAnimationFrame loop: a change schedules a frame; a frame with cars still moving
  // schedules the next. A frame waits while MapLibre is still taking in the previous data (its
  // worker re-tiles the source on each setData): with thousands of cars the glide then runs at the
  // rate the map can follow instead of queueing work it cannot finish.
  useEffect(() => {
    if (!map) return;
    let frame = 0;
    let inFlight = false;
    let stopped = false;
    const draw = (now: number) => {
      frame = 0;
      const source = map.getSource<GeoJSONSource>(id);
      if (!source || inFlight) return;
      const { data, moving } = feed.frame(now);
      inFlight = true;
      const done = () => {
        inFlight = false;
        if (!stopped && (moving || again)) schedule();
        again = false;
      };
      void Promise.resolve(source.setData(data)).then(done, done);
      callbacks.current.onDraw?.(data.features.length);
    };
    let again = false;
    const schedule = () => {
      if (inFlight) {
        again = true;
        return;
      }
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const unsubscribe = feed.subscribe(schedule);
    // a style change (light/dark) re-adds the source empty: draw the cars again
    map.on('styledata', schedule);
    schedule();
    return () => {
      stopped = true;
      unsubscribe();
      map.off('styledata', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [map, feed, id]);

  // click a car to select its driver; the pointer says the cars are clickable
  useEffect(() => {
    if (!map) return;
    const click = (event: MapLayerMouseEvent) => {
      const driverId = Number(event.features?.[0]?.properties?.driverId);
      if (Number.isInteger(driverId)) callbacks.current.onSelect(driverId);
    };
    const enter = () => (map.getCanvas().style.cursor = 'pointer');
    const leave = () => (map.getCanvas().style.cursor = '');
    map.on('click', id, click);
    map.on('mouseenter', id, enter);
    map.on('mouseleave', id, leave);
    return () => {
      map.off('click', id, click);
      map.off('mouseenter', id, enter);
      map.off('mouseleave', id, leave);
    };
  }, [map, id]);

  const isSelected = useMemo<ExpressionSpecification>(() => ['==', ['get', 'driverId'], selectedId ?? -1], [selectedId]);
  return (
    <Source id={id} type="geojson" data={EMPTY}>
      <Layer
        id={id}
        type="symbol"
        layout={{
          'icon-image': ['case', isSelected, carImageId('selected'), ['concat', 'car:', ['get', 'state']]],
          'icon-rotate': ['get', 'heading'],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
          // the selected car on top of the others
          'symbol-sort-key': ['case', isSelected, 1, 0],
        }}
      />
    </Source>
  );
}
