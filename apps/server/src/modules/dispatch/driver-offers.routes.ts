import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, DriverOffer, DriverTrip, IdParams } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';

/** The driver's side of the dispatch desk's offers (issue 26, docs/dispatch.md). */
export async function driverOffersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const offers = () => app.deps.dispatch.offers;

  api.get('/driver/offers/current', {
    schema: { tags: ['driver'], operationId: 'GetCurrentOffer', summary: "The driver's offer waiting for an answer", description: 'The trip a dispatcher offered this driver, until it is answered, withdrawn or its time is up (`expiresAt`); 404 when there is none. The same offer is pushed on the driver socket as `{"type":"offer","offer":…}`.', response: { 200: DriverOffer, 404: ApiError } },
    handler: (request) => offers().current(principalOf(request).id),
  });

  api.post('/driver/offers/:id/accept', {
    schema: { tags: ['driver'], operationId: 'AcceptOffer', summary: 'Accept the offer (the trip becomes Accepted)', description: "The driver's accept (the same rules as accepting a trip) with the offer claimed under the trip's lock: of parallel accepts one wins, the others get 409 (expired, withdrawn, already answered, or the trip no longer waiting). Another driver's offer is 404.", params: IdParams, response: { 200: DriverTrip, 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError } },
    handler: (request) => offers().accept(principalOf(request).id, request.params.id),
  });

  api.post('/driver/offers/:id/decline', {
    schema: { tags: ['driver'], operationId: 'DeclineOffer', summary: 'Decline the offer', description: 'The booking moves on to the next nearest free driver at once. 409 when the offer is no longer waiting; another driver\'s offer is 404.', params: IdParams, response: { 204: z.null(), 400: ApiError, 404: ApiError, 409: ApiError } },
    handler: async (request, reply) => {
      await offers().decline(principalOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
