/**
 * The shared map (DESIGN.md §6, docs/map.md). Screens import from here; everything that pulls in
 * MapLibre sits behind React.lazy (trip-route-map.tsx, track-replay-map.tsx), so the shell's bundle
 * does not grow. A new map screen (the live map) lazy-loads a view that composes `MapView`
 * (map-view.tsx) with headless layer children: `RouteLayer`, `PlaceMarkersLayer`, and its own cars layer.
 */
export { TripRouteMap, type TripRouteMapProps } from './trip-route-map';
export { TrackReplayMap, type TrackReplayMapProps, type CarPosition, type TrackMark } from './track-replay-map';
export { TRACK_LOOK } from './track-look';
export { mapConfigQueryOptions } from './api/get-map-config';
