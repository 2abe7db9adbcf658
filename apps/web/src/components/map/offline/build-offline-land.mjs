#!/usr/bin/env node
/**
 * Writes offline-land.json, the land of the built-in offline basemap (docs/map.md): Natural
 * Earth's 1:10m land from world-atlas 2.0.2, converted from TopoJSON with topojson-client,
 * clipped to the Eastern Mediterranean around Cyprus (Sutherland–Hodgman against the box) and
 * rounded to 0.001° (≈ 100 m), so the web ships tens of kilobytes instead of 3 MB.
 * Run from the repository root: node apps/web/src/components/map/offline/build-offline-land.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
/** [west, south, east, north]: Cyprus with the coasts of Anatolia and the Levant around it. */
export const BBOX = [29, 33, 38, 38];
const DECIMALS = 3;

const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const land = feature(topology, topology.objects.land);

const inside = [(p) => p[0] >= BBOX[0], (p) => p[1] >= BBOX[1], (p) => p[0] <= BBOX[2], (p) => p[1] <= BBOX[3]];
const cross = [
  (a, b) => [BBOX[0], a[1] + ((b[1] - a[1]) * (BBOX[0] - a[0])) / (b[0] - a[0])],
  (a, b) => [a[0] + ((b[0] - a[0]) * (BBOX[1] - a[1])) / (b[1] - a[1]), BBOX[1]],
  (a, b) => [BBOX[2], a[1] + ((b[1] - a[1]) * (BBOX[2] - a[0])) / (b[0] - a[0])],
  (a, b) => [a[0] + ((b[0] - a[0]) * (BBOX[3] - a[1])) / (b[1] - a[1]), BBOX[3]],
];

function clipRing(ring) {
  let points = ring.slice(0, -1);
  for (let edge = 0; edge < 4 && points.length; edge++) {
    const out = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (inside[edge](current)) {
        if (!inside[edge](previous)) out.push(cross[edge](previous, current));
        out.push(current);
      } else if (inside[edge](previous)) out.push(cross[edge](previous, current));
    }
    points = out;
  }
  const factor = 10 ** DECIMALS;
  const rounded = points
    .map(([x, y]) => [Math.round(x * factor) / factor, Math.round(y * factor) / factor])
    .filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
  return rounded.length >= 3 ? [...rounded, rounded[0]] : null;
}

const polygons = land.features
  .flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates))
  .map((rings) => rings.map(clipRing))
  .filter((rings) => rings[0] !== null)
  .map((rings) => rings.filter(Boolean));

const out = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { source: 'Natural Earth 1:10m land (world-atlas 2.0.2)' }, geometry: { type: 'MultiPolygon', coordinates: polygons } }],
};
const target = new URL('./offline-land.json', import.meta.url);
writeFileSync(target, JSON.stringify(out));
console.log(`${polygons.length} polygons, ${JSON.stringify(out).length} bytes → ${target.pathname}`);
