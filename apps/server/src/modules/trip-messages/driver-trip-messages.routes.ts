import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, IdParams, TripMessage, TripMessageBody, TripMessageList } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';

/** The driver's side of their trip's thread with the dispatch desk (issue 26 item 6). */
export async function driverTripMessagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messages = () => app.deps.tripMessages;

  api.get('/driver/trips/:id/messages', {
    schema: {
      tags: ['driver'], operationId: 'GetDriverTripMessages', summary: "The thread of the driver's trip with the desk",
      description: "The messages between the dispatch desk and the signed-in driver on their trip, oldest first; another driver's trip (or none) is 404.",
      params: IdParams, response: { 200: TripMessageList, 400: ApiError, 404: ApiError },
    },
    handler: async (request) => ({ messages: await messages().listForDriver(principalOf(request).id, request.params.id) }),
  });

  api.post('/driver/trips/:id/messages', {
    schema: {
      tags: ['driver'], operationId: 'SendDriverTripMessage', summary: 'The driver answers the desk',
      description: "A message (1–1,000 characters) from the signed-in driver to the dispatch desk on their own trip; another driver's trip (or none) is 404.",
      params: IdParams, body: TripMessageBody, response: { 201: TripMessage, 400: ApiError, 404: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await messages().sendFromDriver(principalOf(request).id, request.params.id, request.body.text)),
  });
}
