import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveUrl, openLiveSocket } from '@/lib/live-socket';
import { session } from '@/lib/session';
import { notificationKeys } from './notifications-api';

/**
 * Keeps the bell live (issue 25): the admins' stream `GET /api/live` tells every staff member's
 * socket the ids of notifications made for their role; the count and the lists are then read
 * again. After a reconnection they are read again too (what was made meanwhile).
 */
export function useNotificationsStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return openLiveSocket({
      // notifications only: on the map screen its own socket carries the positions
      url: liveUrl(window.location, ['notifications']),
      token: () => session.get()?.token ?? null,
      onStatus: (up) => {
        if (up) refresh();
      },
      onMessage: (data) => {
        try {
          if ((JSON.parse(data) as { type?: unknown }).type === 'notifications') refresh();
        } catch {
          // not ours to read
        }
      },
    });
  }, [queryClient]);
}
