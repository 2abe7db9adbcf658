import { LiveMapPage } from '@/features/map/components/live-map-page';

/** /map (SPEC.md §2.11): the live map; its MapLibre part loads lazily inside the page. */
export function Component() {
  return <LiveMapPage />;
}
