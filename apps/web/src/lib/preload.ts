import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from './api-client';
import { paths } from './paths';
import { queryClient } from './query-client';

/**
 * SPEC.md's "preloaded" data: a route loader whose failure is logged and sends the admin to
 * /offline (SPEC.md §8). A 401 already signed the admin out, so that one goes to /login, keeping
 * the address (it runs beside the shell's guard, and must not drop the guard's `returnUrl`).
 *
 *   export const loader = preload(({ params }) => getTripType(Number(params.id)));
 */
export function preload<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      if (error instanceof Response) throw error; // a redirect thrown on purpose
      if (error instanceof ApiRequestError && error.status === 401) throw redirect(paths.login.forRequest(args.request));
      console.error('Preload failed', error);
      throw redirect(paths.status.offline.getHref());
    }
  };
}

/** The same for a TanStack query: fills the cache so the page's `useQuery` starts with data. */
export function preloadQuery<TData, TKey extends QueryKey>(
  options: (args: LoaderFunctionArgs) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return preload((args) => queryClient.ensureQueryData(options(args)));
}
