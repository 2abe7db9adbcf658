import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route, as the security suite and the OpenAPI filter see it. */
export interface RouteEntry {
  method: string;
  /** The full path with Fastify's parameter syntax, e.g. `/api/TripType/GetTripType/:id`. */
  url: string;
  schema: FastifySchema | undefined;
  /** What the route declares it needs (`config.permission`, back-office routes: plugins/access-guard.ts). */
  permission?: string;
  /** What its CSV export needs (`config.exportPermission`). */
  exportPermission?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as plugins register them (HEAD twins of GET routes left out). */
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after this call, in every scope: a new route cannot hide from the suite. */
export function setupRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema, permission: route.config?.permission, exportPermission: route.config?.exportPermission });
    }
  });
}

/** The routes of the HTTP API (not the web app, the media pictures or the OpenAPI pages). */
export const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
