import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { session } from '@/lib/session';
import { liveMapKeys } from '../api/live-map-keys';
import type { DecodedBatch } from './batch-decode';
import type { BatchOutcome, LiveDriverStore } from './driver-store';
import { openLiveStream } from './live-stream';

/** The measure a benchmark reads (bench/map.ts): the page's own script time per stream batch applied to the store and its typed array. */
export const APPLY_BATCH_MEASURE = 'live-map:apply-batch';
const APPLY_BATCH_START = 'live-map:apply-batch:start';
/** Measures kept in the browser's performance buffer before the oldest are dropped (one a second). */
const MEASURES_KEPT = 1_000;
/** A driver the store has no name for (came online since the list answer): ask the list again, at most this often, ms. */
const UNKNOWN_REFETCH_MS = 5_000;

/** Applies one decoded stream batch, timed with performance.mark/measure. */
export function applyDecoded(store: LiveDriverStore, batch: DecodedBatch, now = performance.now()): BatchOutcome {
  performance.mark(APPLY_BATCH_START);
  const outcome = store.applyBatch(batch, now);
  performance.measure(APPLY_BATCH_MEASURE, APPLY_BATCH_START);
  return outcome;
}

/**
 * Keeps the store up to date from the admins' stream while the screen is open: batches applied as
 * they come, trip changes of the selected driver refetch their current trip, drivers unknown to
 * the list (just came online) and a reconnection refetch the list. Says whether the stream is up.
 */
export function useLiveStream(store: LiveDriverStore, selectedId: number | null): boolean {
  const queryClient = useQueryClient();
  const [up, setUp] = useState(false);
  const selected = useRef(selectedId);
  useEffect(() => {
    selected.current = selectedId;
  }, [selectedId]);

  useEffect(() => {
    let measures = 0;
    let lastListRefetch = 0;
    const refetchList = () => {
      lastListRefetch = Date.now();
      void queryClient.invalidateQueries({ queryKey: liveMapKeys.connectedDrivers() });
    };
    // the socket and the parsing are in a worker (live-stream.ts): the page applies packed steps
    return openLiveStream({
      token: () => session.get()?.token ?? null,
      onTokenChange: session.subscribe,
      onStatus: (open) => {
        setUp(open);
        store.streamUp = open;
        // what happened while the stream was down: read the list again
        if (open) refetchList();
      },
      // the server ended this token's session: the list's next answer (401) takes the normal sign-out path
      onSessionEnded: refetchList,
      onBatch: (batch) => {
        const outcome = applyDecoded(store, batch);
        if (++measures >= MEASURES_KEPT) {
          performance.clearMeasures(APPLY_BATCH_MEASURE);
          measures = 0;
        }
        const current = selected.current;
        if (current !== null && outcome.tripChanged.has(current)) void queryClient.invalidateQueries({ queryKey: liveMapKeys.currentTrip(current) });
        if (outcome.unknown > 0 && Date.now() - lastListRefetch > UNKNOWN_REFETCH_MS) refetchList();
      },
    });
  }, [store, queryClient]);
  return up;
}
