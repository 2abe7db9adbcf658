import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { userKeys } from './user-keys';

const MIN_GAP_MS = 60_000;

/**
 * Document scans come as short-lived signed URLs (docs/users.md): when a scan fails to load, the
 * link has most likely run out, so the user is read again for fresh links. At most once a minute,
 * so a scan that is broken for another reason cannot make it ask again and again.
 */
export function useRefreshExpiredScans(userId: number) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < MIN_GAP_MS) return;
    last.current = now;
    void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
  }, [queryClient, userId]);
}
