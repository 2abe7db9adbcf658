import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, NoAccessPage, NotFoundPage } from '@/features/status/components/pages';

/** A render or loader error never leaves a blank screen: the 404, the no-access or the error page. */
export function RouteError({ embedded }: { embedded?: boolean }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage embedded={embedded} />;
  // A page the role may not open (issue 24): said plainly, inside the shell, with its menu.
  if (isRouteErrorResponse(error) && error.status === 403) return <NoAccessPage embedded={embedded} />;
  console.error(error);
  return <ErrorPage embedded={embedded} />;
}
