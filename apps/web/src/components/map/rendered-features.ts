import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * The distinct rendered features of each layer in view, e.g. `{ "offline-land": 1,
 * "route-line": 1, "place-markers": 3 }` (a feature cut across tiles counts once). The map writes
 * it on its box after each render, so tests can check what WebGL drew.
 */
export function renderedFeatureCounts(map: MapLibreMap): Record<string, number> {
  const seen = new Map<string, Set<string>>();
  for (const feature of map.queryRenderedFeatures()) {
    const layer = feature.layer.id;
    const key = feature.id !== undefined ? String(feature.id) : JSON.stringify(feature.properties);
    (seen.get(layer) ?? seen.set(layer, new Set()).get(layer)!).add(key);
  }
  return Object.fromEntries([...seen].map(([layer, keys]) => [layer, keys.size]));
}
