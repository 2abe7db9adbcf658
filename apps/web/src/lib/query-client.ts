import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** One QueryClient for the app: lists and figures are cached briefly, client errors never retried. */
export const queryClient = new QueryClient({
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
