import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, SupplyDemandAnswer, SupplyDemandQuery } from '@taxi/contract';
import { supplyAndDemand } from './supply-demand.service';

/** The supply and demand layer's counts (issue 26 item 7, docs/dispatch.md "Supply and demand"). */
export async function supplyDemandRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, presence } = app.deps;

  api.get('/dispatch/supply-demand', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags: ['dispatch'], operationId: 'GetSupplyDemand', summary: 'Idle drivers against open requests per H3 cell',
      description: 'Per H3 cell at `resolution` (5–9, default 7): the connected drivers without a trip under way (by their live position) and the trips waiting for a driver (by their pick-up), with shortage = openRequests − idleDrivers; only cells with either, the shortest of drivers first.',
      querystring: SupplyDemandQuery, response: { 200: SupplyDemandAnswer, 400: ApiError },
    },
    handler: (request) => supplyAndDemand(db, presence, request.query.resolution),
  });
}
