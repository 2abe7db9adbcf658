import { Box, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@taxi/contract';
import type { Map as MapLibreMap, MapLibreEvent, StyleSpecification } from 'maplibre-gl';
import { useMemo, useRef, type ReactNode } from 'react';
import MapGL, { type ErrorEvent } from 'react-map-gl/maplibre';
import { BACKGROUND_LAYER, baseStyle, offlineStyle } from './base-style';
import { OfflineBasemapLayer, OfflineTownNamesLayer } from './layers/offline-basemap-layer';
import { maplibregl, protomapsLayers } from './map-libraries';
import { drawMissingImage } from './marker-images';
import { renderedFeatureCounts } from './rendered-features';
import { probeTileUrl, tileReachabilityQueryOptions } from './tile-reachability';

export interface MapViewProps {
  /** GET /api/map/config; null (not reachable): the offline basemap alone. */
  config: MapConfig | null;
  center: { latitude: number; longitude: number };
  zoom: number;
  /** The accessible name of the map region. */
  label: string;
  height?: number | string;
  /** Layers drawn over the basemap, headless components: RouteLayer, PlaceMarkersLayer, later the cars. */
  children?: ReactNode;
  /**
   * For tests, a second map on a page (the trip replay beside the route): exposed as
   * `window.__taxiMaps[testHandle]` instead of `window.__taxiMap`, which stays the page's main map.
   */
  testHandle?: string;
}

declare global {
  interface Window {
    /** The last map made, for tests (development builds and browsers driven by automation only). */
    __taxiMap?: MapLibreMap;
    /** Further maps by their `testHandle` (the same builds only). */
    __taxiMaps?: Record<string, MapLibreMap>;
  }
}

/** A remote MapLibre style (MAP_STYLE_URL), or null when it cannot be fetched (logged only). */
function useRemoteStyle(config: MapConfig | null) {
  const styleUrl = config?.basemap.kind === 'style' ? config.basemap.styleUrl : null;
  return useQuery({
    queryKey: ['map', 'style', styleUrl] as const,
    enabled: styleUrl !== null,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }): Promise<StyleSpecification | null> => {
      try {
        const response = await fetch(styleUrl!, { signal });
        if (!response.ok) throw new Error(`the style answered ${response.status}`);
        return (await response.json()) as StyleSpecification;
      } catch (error) {
        console.warn('map: MAP_STYLE_URL could not be loaded; drawing the offline basemap', error);
        return null;
      }
    },
  });
}

/**
 * The shared MapLibre map (trip details now, the live map later; DESIGN.md §6): the basemap the
 * server configures, the built-in offline basemap under it, and its children's layers on top.
 * In development and under automation it writes the number of rendered features per layer into
 * `data-rendered` after each render (tests read it; rendered-features.ts).
 */
export function MapView({ config, center, zoom, label, height = 360, children, testHandle }: MapViewProps) {
  const scheme = useComputedColorScheme('light');
  const remote = useRemoteStyle(config);
  const reachable = useQuery(tileReachabilityQueryOptions(probeTileUrl(config?.basemap))).data === true;
  const box = useRef<HTMLDivElement>(null);
  const style = useMemo(() => {
    if (!config || !reachable) return offlineStyle(scheme);
    return baseStyle(config.basemap, scheme, { origin: window.location.origin, protomapsLayers, remote: remote.data ?? null });
  }, [config, reachable, scheme, remote.data]);
  // the offline land goes right above the sea, under everything the basemap draws
  const beforeId = style.layers.find((layer) => layer.id !== BACKGROUND_LAYER)?.id;
  const waiting = remote.isLoading;

  // one line for what does not load (a tile, a glyph), not one per tile: the offline basemap shows under it
  const warned = useRef(false);
  const onError = (event: ErrorEvent) => {
    if (warned.current) return;
    warned.current = true;
    console.warn('map: some of the basemap could not be loaded; the offline basemap shows where it is missing', event.error?.message ?? event);
  };

  const onLoad = (event: MapLibreEvent) => {
    const map = event.target as MapLibreMap;
    map.on('styleimagemissing', (missing: { id: string }) => drawMissingImage(map, missing.id));
    if (!import.meta.env.DEV && !navigator.webdriver) return;
    if (testHandle) window.__taxiMaps = { ...window.__taxiMaps, [testHandle]: map };
    else window.__taxiMap = map;
  };
  // counting every rendered feature costs time on a busy map: only for tests (development, automation)
  const onIdle = import.meta.env.DEV || navigator.webdriver
    ? (event: MapLibreEvent) => box.current?.setAttribute('data-rendered', JSON.stringify(renderedFeatureCounts(event.target as MapLibreMap)))
    : undefined;

  // not mirrored right to left: a map has no reading direction, and its attribution
  // ("© OpenStreetMap contributors") and controls would otherwise come out scrambled
  return (
    <Box ref={box} role="region" aria-label={label} data-testid="map-view" h={height} dir="ltr" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', position: 'relative' }}>
      {!waiting && (
        <MapGL
          mapLib={maplibregl}
          initialViewState={{ latitude: center.latitude, longitude: center.longitude, zoom }}
          mapStyle={style}
          style={{ width: '100%', height: '100%' }}
          attributionControl={{ compact: true }}
          onLoad={onLoad}
          onIdle={onIdle}
          // tiles that do not load (no network) are expected: logged once, never shown (SPEC.md §8)
          onError={onError}
        >
          <OfflineBasemapLayer towns={config?.towns ?? []} scheme={scheme} beforeId={beforeId} />
          {children}
          <OfflineTownNamesLayer beforeId={beforeId} />
        </MapGL>
      )}
    </Box>
  );
}
