import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectedDriversQueryOptions } from '../api/get-connected-drivers';
import { LiveDriverStore } from './driver-store';
import { useLiveStream } from './use-live-stream';

/**
 * The connected drivers' cars, live: a store fed by the list (first load, each 60 s, after a
 * reconnection) and the admins' stream. The live map and the dispatch desk both draw it with
 * `CarsLayer`; `selectedId` is the car whose trip changes the stream watches.
 */
export function useLiveCars(selectedId: number | null) {
  const [store] = useState(() => new LiveDriverStore());
  const connected = useQuery(connectedDriversQueryOptions());
  const streamUp = useLiveStream(store, selectedId);
  // every list answer decides who is connected
  useEffect(() => {
    if (connected.data) store.applySnapshot(connected.data, performance.now());
  }, [connected.data, store]);
  return { store, connected, streamUp };
}
