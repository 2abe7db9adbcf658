import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';

/** Logout: removes token and user, forgets cached data, goes to /login (SPEC.md §2.3, §4). */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    session.signOut();
    queryClient.clear();
    void navigate(paths.login.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
