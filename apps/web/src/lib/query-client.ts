import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** The root of the audit log's query keys (features/audit): every change the app makes is audited. */
export const AUDIT_QUERY_KEY = ['audit'] as const;

/**
 * One QueryClient for the app: lists and figures are cached briefly, client errors never retried.
 * Every successful change is audited on the server, so it makes the audit log and the History
 * panels stale (a payout completed on its details page shows in its History at once).
 */
export const queryClient: QueryClient = new QueryClient({
  mutationCache: new MutationCache({
    // not awaited: the change's own success does not wait for the History to reload
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
