import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';

/**
 * Logout: ends the token on the server (fire-and-forget: the request takes the token before it
 * is cleared), removes token and user, forgets cached data, goes to /login (SPEC.md §2.3, §4).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (session.get()) api.post('/api/auth/Logout').catch(() => undefined);
    session.signOut();
    queryClient.clear();
    void navigate(paths.login.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
