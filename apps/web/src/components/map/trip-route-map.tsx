import { Skeleton } from '@mantine/core';
import type { TripPlace } from '@taxi/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface TripRouteMapProps {
  /** The trip's places in order: the first is the origin, the last the destination. */
  places: readonly TripPlace[];
}

// MapLibre (≈ 300 KB gzip) loads with this chunk, on map screens only: never in the shell's bundle.
const TripRouteMapView = lazy(() => import('./trip-route-map-view'));

/** The trip's route and numbered places on the shared map; the place list beside it is its text alternative. */
export function TripRouteMap({ places }: TripRouteMapProps) {
  const { t } = useTranslation('map');
  return (
    <Suspense fallback={<Skeleton h={360} radius="md" role="status" aria-label={t('loading')} />}>
      <div data-testid="trip-route-map" data-places={places.length}>
        <TripRouteMapView places={places} />
      </div>
    </Suspense>
  );
}
