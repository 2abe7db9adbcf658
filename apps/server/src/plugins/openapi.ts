import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isApiRoute, setupRouteTable } from './route-table';

/** Declared once, with a description each (Spectral's `openapi-tags`, `tag-description`). */
const TAGS = [
  { name: 'auth', description: 'Sign-in, self-registration and the demo hint; open to anyone.' },
  { name: 'two-factor', description: "Two-factor sign-in (TOTP): the sign-in's second step, a staff member's own enrolment, an Admin's reset." },
  { name: 'health', description: 'Readiness of the server, its database and Redis; open to anyone.' },
  { name: 'dashboard', description: 'Headline figures and the live map of connected drivers (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'users', description: 'Customers, drivers and admins: lists, details, verification, creating admins, deleting (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'documents', description: 'Decisions on the documents of users and vehicles (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'vehicles', description: "Drivers' vehicles: list, details and verification (staff: the permission of each route, docs/authorisation-matrix.md)." },
  { name: 'bank transfers', description: 'Payouts to drivers: list, summary and status changes (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'bank files', description: 'Bank payout files (ISO 20022 pain.001.001.09 and CSV) and the bank statements reconciled against them (camt.053 or CSV); docs/money.md.' },
  { name: 'trips', description: 'Trips with their places, vehicle and payments (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'payments', description: 'Customer payments for trips (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'map', description: 'Settings of the map screens: basemap, routing service, towns of the offline basemap (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'trip types', description: 'Trip types and their fares (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'staff', description: 'The back-office team: staff members, their roles, deactivation and password resets (staff.manage: Admin).' },
  { name: 'audit', description: "The audit log: every recorded change and sign-in, its filters and CSV export, and one entity's History (read only)." },
  { name: 'notifications', description: "The signed-in staff member's notifications (what their role must handle) and their own read state; new ones arrive over the live stream (notifications.read: every staff role; docs/notifications.md)." },
  { name: 'dispatch', description: 'The dispatch desk: bookings for callers, places, customers, fare estimates, messages with drivers, supply and demand (dispatch.read / dispatch.write; docs/dispatch.md).' },
  { name: 'app settings', description: 'The one settings record: night and peak windows, transfer sender (staff: the permission of each route, docs/authorisation-matrix.md).' },
  { name: 'dispatch', description: "The dispatch desk: bookings for callers, offers to the nearest free drivers, the board (dispatch.read / dispatch.write: Dispatcher, Admin; docs/dispatch.md)." },
  { name: 'driver', description: 'The driver app: profile, going online and offline, position reports, the trip steps, dispatch offers and payouts (Driver).' },
  { name: 'customer', description: 'The customer app: asking for a ride (Customer).' },
];

/**
 * The OpenAPI document generated from the contract's zod schemas: UI at /api/docs, JSON at
 * /api/docs/json. Only API routes are listed: the web app's catch-all, the media pictures and the
 * documentation pages are hidden. It lints clean with Spectral (`scripts/lint-openapi.mjs`).
 */
export async function setupOpenApi(app: FastifyInstance) {
  setupRouteTable(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Taxi back office API',
        version: '1.0.0',
        description: 'Money in kuruş (integers), dates in ISO 8601 UTC. Errors are `{message, errors?}`. Paged lists answer a `Pagination` header `{currentPage, itemsPerPage, totalItems, totalPages, totalIsExact}`: up to 10,000 matches are counted exactly; beyond that `totalItems` is the database’s estimate and `totalIsExact` is false.',
        contact: { name: 'Taxi back office team', url: 'https://github.com/taxi-back-office' },
      },
      servers: [{ url: '/', description: 'The server this document is served from' }],
      tags: TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      if (!isApiRoute(input.url)) return { ...output, schema: { ...output.schema, hide: true } };
      // SPEC.md spells a few paths with a trailing slash; the router ignores it, the document drops it.
      return { ...output, url: input.url.replace(/(.)\/$/, '$1') };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
