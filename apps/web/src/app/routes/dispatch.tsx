import { DispatchPage } from '@/features/dispatch/components/dispatch-page';

/** /dispatch (issue 26): the dispatcher's desk; its MapLibre part loads lazily inside the page. */
export function Component() {
  return <DispatchPage />;
}
