import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { RoutePoint } from '../route-geometry';

/**
 * While mounted, a click on the map answers the point clicked (headless; the pointer is a
 * crosshair meanwhile): the dispatch desk's "pick on the map" for a pick-up or drop-off.
 */
export function MapClickHandler({ onClick }: { onClick: (point: RoutePoint) => void }) {
  const { current } = useMap();
  const map = current?.getMap();
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  }, [onClick]);
  useEffect(() => {
    if (!map) return;
    const canvas = map.getCanvas();
    const previous = canvas.style.cursor;
    canvas.style.cursor = 'crosshair';
    const handle = (event: MapMouseEvent) => latest.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    map.on('click', handle);
    return () => {
      map.off('click', handle);
      canvas.style.cursor = previous;
    };
  }, [map]);
  return null;
}
