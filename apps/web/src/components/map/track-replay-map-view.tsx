import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mapConfigQueryOptions } from './api/get-map-config';
import { FitPlacesControl } from './layers/fit-places-control';
import { MarkedTrackLayer } from './layers/marked-track-layer';
import { MovingCarLayer } from './layers/moving-car-layer';
import { MapView } from './map-view';
import type { TrackReplayMapProps } from './track-replay-map';
import { TRIP_ZOOM } from './trip-route-map-view';

/** What tests find this map by (`window.__taxiMaps.replay`): the route map beside it stays `window.__taxiMap`. */
export const REPLAY_MAP_HANDLE = 'replay';

/**
 * The replay's map (lazy chunk): framed on the whole track like the route (FitPlacesControl, with
 * its "show the whole route" button), the marked track, and the car on top.
 */
export default function TrackReplayMapView({ line, marks, car, label }: TrackReplayMapProps) {
  const config = useQuery(mapConfigQueryOptions());
  const points = useMemo(() => line.map(([longitude, latitude]) => ({ latitude, longitude })), [line]);
  const first = points[0];
  if (!first || config.isPending) return null;
  return (
    <MapView config={config.data ?? null} center={first} zoom={TRIP_ZOOM} label={label} testHandle={REPLAY_MAP_HANDLE}>
      <MarkedTrackLayer line={line} marks={marks} />
      <MovingCarLayer position={car} />
      <FitPlacesControl places={points} zoom={TRIP_ZOOM} />
    </MapView>
  );
}
