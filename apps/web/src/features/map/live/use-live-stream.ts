import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { session } from '@/lib/session';
import { liveMapKeys } from '../api/live-map-keys';
import type { BatchOutcome, LiveDriverStore } from './driver-store';
import { openLiveSocket } from './live-socket';

/** The measure a benchmark reads (bench/map.ts): the app's own script time per stream message, parse and apply. */
export const APPLY_BATCH_MEASURE = 'live-map:apply-batch';
const APPLY_BATCH_START = 'live-map:apply-batch:start';
/** Measures kept in the browser's performance buffer before the oldest are dropped (one a second). */
const MEASURES_KEPT = 1_000;
/** A driver the store has no name for (came online since the list answer): ask the list again, at most this often, ms. */
const UNKNOWN_REFETCH_MS = 5_000;

/** Parses and applies one stream message, timed with performance.mark/measure. */
export function applyMessage(store: LiveDriverStore, data: string, now = performance.now()): BatchOutcome | null {
  performance.mark(APPLY_BATCH_START);
  let outcome: BatchOutcome | null = null;
  try {
    const message = JSON.parse(data) as unknown;
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'batch') outcome = store.applyBatch(message, now);
  } catch (error) {
    console.warn('live map: a stream message could not be read', error);
  }
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
    const stop = openLiveSocket({
      token: () => session.get()?.token ?? null,
      onStatus: (open) => {
        setUp(open);
        store.streamUp = open;
        // what happened while the stream was down: read the list again
        if (open) refetchList();
      },
      // the server ended this token's session: the list's next answer (401) takes the normal sign-out path
      onSessionEnded: refetchList,
      onMessage: (data) => {
        const outcome = applyMessage(store, data);
        if (++measures >= MEASURES_KEPT) {
          performance.clearMeasures(APPLY_BATCH_MEASURE);
          measures = 0;
        }
        if (!outcome) return;
        const current = selected.current;
        if (current !== null && outcome.tripChanged.has(current)) void queryClient.invalidateQueries({ queryKey: liveMapKeys.currentTrip(current) });
        if (outcome.unknown > 0 && Date.now() - lastListRefetch > UNKNOWN_REFETCH_MS) refetchList();
      },
    });
    return stop;
  }, [store, queryClient]);
  return up;
}
