import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';

/**
 * Hands the MapLibre map inside a `MapView` to the screen around it (camera moves, the side list's
 * bounds), and null when the map goes away.
 */
export function MapInstance({ onMap }: { onMap: (map: MapLibreMap | null) => void }) {
  const { current } = useMap();
  const map = current?.getMap() ?? null;
  useEffect(() => {
    onMap(map);
    return () => onMap(null);
  }, [map, onMap]);
  return null;
}
