import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

const MIN_GAP_MS = 60_000;

/**
 * Document scans come as short-lived signed URLs (docs/users.md): when a scan fails to load, the
 * link has most likely run out, so the owner (the query under `detailKey`) is read again for fresh
 * links. At most once a minute, so a scan broken for another reason cannot make it ask again and again.
 */
export function useRefreshExpiredScans(detailKey: QueryKey) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const key = JSON.stringify(detailKey);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < MIN_GAP_MS) return;
    last.current = now;
    void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
  }, [queryClient, key]);
}
