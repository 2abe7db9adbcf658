/**
 * `handle` of a route that is not itself a menu entry (details and create pages): its title
 * key (namespace `layout`) and the menu link it belongs under, for the breadcrumbs.
 *
 *   { path: paths.vehicles.details.path, handle: { titleKey: 'pages.vehicleDetails', parentHref: paths.vehicles.list.getHref() } }
 */
export interface RouteHandle {
  titleKey?: string;
  parentHref?: string;
  /** A section label (key in `layout`) shown before the title when there is no parent link. */
  sectionKey?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('titleKey' in value || 'parentHref' in value || 'sectionKey' in value);
}
