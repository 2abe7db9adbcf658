import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mapConfigQueryOptions } from './api/get-map-config';
import { FitPlacesControl } from './layers/fit-places-control';
import { MarkedTrackLayer } from './layers/marked-track-layer';
import { MovingCarLayer } from './layers/moving-car-layer';
import { MapView } from './map-view';
import type { TrackReplayMapProps } from './track-replay-map';

/**
 * The replay opens closer than the route (SPEC.md §9's 12): a track is often a few hundred metres
 * in town, and the car's moves should show. A longer track is framed whole (FitPlacesControl).
 */
const REPLAY_ZOOM = 15;

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
    <MapView config={config.data ?? null} center={first} zoom={REPLAY_ZOOM} label={label} testHandle={REPLAY_MAP_HANDLE}>
      <MarkedTrackLayer line={line} marks={marks} />
      <MovingCarLayer position={car} />
      <FitPlacesControl places={points} zoom={REPLAY_ZOOM} />
    </MapView>
  );
}
