import { useComputedColorScheme } from '@mantine/core';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import type { LngLat } from '../route-geometry';
import { TRACK_LOOK } from '../track-look';
import { GeoJsonLayer } from './geojson-layer';

export const TRACK_LAYER = 'track-line';
export const TRACK_NIGHT_LAYER = 'track-night';
export const TRACK_PEAK_LAYER = 'track-peak';

/** A stretch of the track to mark, by the indices of its first and last point in `line`. */
export interface TrackMark {
  kind: 'night' | 'peak';
  first: number;
  last: number;
}

function lines(line: readonly LngLat[], marks: readonly TrackMark[], kind: TrackMark['kind']): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: marks
      .filter((mark) => mark.kind === kind && mark.last > mark.first)
      .map((mark) => ({ type: 'Feature', properties: { kind }, geometry: { type: 'LineString', coordinates: line.slice(mark.first, mark.last + 1) } })),
  };
}

/**
 * A driven track (oldest position first) with its marked stretches over it (TRACK_LOOK): the whole
 * line thin and blue, the night window's stretches as a wide dark band under the peak ranges'
 * dashed orange. Headless (GeoJsonLayer), like the route.
 */
export function MarkedTrackLayer({ line, marks }: { line: readonly LngLat[]; marks: readonly TrackMark[] }) {
  const whole = useMemo<FeatureCollection>(
    () => ({ type: 'FeatureCollection', features: line.length < 2 ? [] : [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [...line] } }] }),
    [line],
  );
  const night = useMemo(() => lines(line, marks, 'night'), [line, marks]);
  const peak = useMemo(() => lines(line, marks, 'peak'), [line, marks]);
  const { casing } = TRACK_LOOK;
  const scheme = useComputedColorScheme('light');
  return (
    <>
      {/* the line's casing under the night band, the line over it: the band shows on both sides of the line */}
      <GeoJsonLayer id={`${TRACK_LAYER}-halo`} data={whole} line={{ colour: casing, width: TRACK_LOOK.line.width + 3 }} />
      <GeoJsonLayer id={TRACK_NIGHT_LAYER} data={night} line={{ colour: TRACK_LOOK.night.colour[scheme], width: TRACK_LOOK.night.width, casing: { colour: TRACK_LOOK.night.casing[scheme], width: TRACK_LOOK.night.width + 3 } }} />
      <GeoJsonLayer id={TRACK_LAYER} data={whole} line={{ colour: TRACK_LOOK.line.colour, width: TRACK_LOOK.line.width }} />
      <GeoJsonLayer id={TRACK_PEAK_LAYER} data={peak} line={{ colour: TRACK_LOOK.peak.colour, width: TRACK_LOOK.peak.width, dash: [...TRACK_LOOK.peak.dash] }} />
    </>
  );
}
