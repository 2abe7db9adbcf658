import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarPosition } from './layers/moving-car-layer';
import type { TrackMark } from './layers/marked-track-layer';
import type { LngLat } from './route-geometry';

export type { CarPosition, TrackMark };

export interface TrackReplayMapProps {
  /** The driven track, [longitude, latitude], oldest first (at least two positions). */
  line: readonly LngLat[];
  /** Its stretches to mark (the night window, peak ranges) by point indices. */
  marks: readonly TrackMark[];
  /** The replayed car, or null before it is placed. */
  car: CarPosition | null;
  /** The map region's accessible name. */
  label: string;
}

// the same lazy chunk pattern as the route (trip-route-map.tsx): MapLibre never reaches the shell's bundle
const TrackReplayMapView = lazy(() => import('./track-replay-map-view'));

/** A driven track replayed on the shared map: the line with its marks and a car moving along it. */
export function TrackReplayMap(props: TrackReplayMapProps) {
  const { t } = useTranslation('map');
  return (
    <Suspense fallback={<Skeleton h={360} radius="md" role="status" aria-label={t('loading')} />}>
      {/* where the car is drawn, for tests: the map's own features are read through its instance */}
      <div data-testid="track-replay-map" data-points={props.line.length} data-car={props.car ? `${props.car.latitude.toFixed(6)},${props.car.longitude.toFixed(6)}` : ''}>
        <TrackReplayMapView {...props} />
      </div>
    </Suspense>
  );
}
