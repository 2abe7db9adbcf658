import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { VIEW_LIST_INTERVAL_MS } from '../live-map-settings';
import type { LiveDriverStore } from './driver-store';
import { driversInView, type ListedDriver } from './view-list';

/**
 * The side list's drivers: those in the map's view, looked up again when the map stops moving and,
 * while cars move, at most once a second (never per frame or per batch). Until the map is there
 * (its chunk and style still loading) every connected driver is listed, from the list answer:
 * the list never waits for the map.
 */
export function useDriversInView(map: MapLibreMap | null, store: LiveDriverStore, language: string) {
  const [view, setView] = useState<{ drivers: ListedDriver[]; total: number } | null>(null);
  useEffect(() => {
    let lookedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      timer = undefined;
      lookedAt = performance.now();
      const bounds = map?.getBounds();
      setView(driversInView(store.cars, store.details, bounds ? { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() } : null, { language }));
    };
    // a change in the store: look again now, or once the second since the last look is over
    const changed = () => {
      timer ??= setTimeout(look, Math.max(0, lookedAt + VIEW_LIST_INTERVAL_MS - performance.now()));
    };
    look();
    const unsubscribe = store.subscribe(changed);
    map?.on('moveend', look);
    return () => {
      unsubscribe();
      map?.off('moveend', look);
      clearTimeout(timer);
    };
  }, [map, store, language]);
  return view;
}
