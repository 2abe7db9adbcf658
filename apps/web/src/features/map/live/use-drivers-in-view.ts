import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { VIEW_LIST_INTERVAL_MS } from '../live-map-settings';
import type { LiveDriverStore } from './driver-store';
import { driversInView, type ListedDriver } from './view-list';

/**
 * The side list's drivers: those in the map's view, looked up again when the map stops moving and,
 * while cars move, at most once a second (never per frame or per batch).
 */
export function useDriversInView(map: MapLibreMap | null, store: LiveDriverStore, language: string) {
  const [view, setView] = useState<{ drivers: ListedDriver[]; total: number } | null>(null);
  useEffect(() => {
    if (!map) return;
    let seen = -1;
    const look = () => {
      seen = store.version;
      const bounds = map.getBounds();
      setView(driversInView(store.cars, store.details, { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }, { language }));
    };
    look();
    map.on('moveend', look);
    const timer = setInterval(() => {
      if (store.version !== seen) look();
    }, VIEW_LIST_INTERVAL_MS);
    return () => {
      map.off('moveend', look);
      clearInterval(timer);
    };
  }, [map, store, language]);
  return view;
}
