import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, DriverPositionBody, DriverPresenceBody } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';

const Accepted = z.object({ ok: z.literal(true) });

/** Driver side: the app reports its position every few seconds and says when it goes offline. */
export async function driverPresenceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/driver/position', {
    schema: { tags: ['driver'], summary: 'Report the current position (the driver is online)', body: DriverPositionBody, response: { 200: Accepted, 400: ApiError } },
    handler: async (request) => {
      await app.deps.presence.report(principalOf(request).id, request.body);
      return { ok: true as const };
    },
  });

  api.post('/driver/presence', {
    schema: { tags: ['driver'], summary: 'Go offline (online is implied by position reports)', body: DriverPresenceBody, response: { 200: Accepted, 400: ApiError } },
    handler: async (request) => {
      if (!request.body.online) await app.deps.presence.goOffline(principalOf(request).id);
      return { ok: true as const };
    },
  });
}
