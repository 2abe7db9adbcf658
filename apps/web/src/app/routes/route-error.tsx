import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, NotFoundPage } from '@/features/status/components/pages';

/** A render or loader error never leaves a blank screen: the 404 or the error page. */
export function RouteError({ embedded }: { embedded?: boolean }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage embedded={embedded} />;
  console.error(error);
  return <ErrorPage embedded={embedded} />;
}
