import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, DriverPositionBody, DriverPresenceBody } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';
import { assertMayGoOnline } from './driver-eligibility';

const Accepted = z.object({ ok: z.literal(true) });

/** Driver side: the app reports its position every few seconds and says when it goes offline. */
export async function driverPresenceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The buffered presence rows are written before the database closes (closeDeps runs after).
  app.addHook('onClose', () => app.deps.presence.flush());

  api.post('/driver/position', {
    schema: { tags: ['driver'], operationId: 'ReportDriverPosition', summary: 'Report the current position (the driver is online)', description: 'The driver app reports its position every few seconds; a report puts the driver online, except after `online: false` (409 until `online: true`). recordedAt must not be in the future.', body: DriverPositionBody, response: { 200: Accepted, 400: ApiError, 403: ApiError, 409: ApiError } },
    handler: async (request) => {
      const driverId = principalOf(request).id;
      await assertMayGoOnline(app.deps.db, driverId, app.deps.config.operatorTimeZone);
      await app.deps.presence.report(driverId, request.body);
      return { ok: true as const };
    },
  });

  api.post('/driver/presence', {
    schema: { tags: ['driver'], operationId: 'SetDriverPresence', summary: 'Go online or offline', description: 'online false takes the driver off the live map at once and refuses their reports until online true; online true is for approved drivers with an approved vehicle only (403); an approval or an approved document that has expired is a 409 naming it and the day it ended, until it is renewed.', body: DriverPresenceBody, response: { 200: Accepted, 400: ApiError, 403: ApiError, 409: ApiError } },
    // online:true changes nothing (a position report puts the driver on the map) but says whether they may.
    handler: async (request) => {
      const driverId = principalOf(request).id;
      if (request.body.online) {
        await assertMayGoOnline(app.deps.db, driverId, app.deps.config.operatorTimeZone);
        await app.deps.presence.goOnline(driverId);
      } else await app.deps.presence.goOffline(driverId);
      return { ok: true as const };
    },
  });
}
