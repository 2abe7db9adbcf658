import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, IdParams, TripMessage, TripMessageBody, TripMessageList } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';

const tags = ['dispatch'];

/** The desk's side of a booking's thread with its driver (issue 26 item 6, docs/dispatch.md "Messages"); a booking id is its trip's id. */
export async function tripMessagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messages = () => app.deps.tripMessages;

  api.get('/dispatch/bookings/:id/messages', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags, operationId: 'GetBookingMessages', summary: "A booking's messages with its driver",
      description: "The thread between the desk and the trip's driver, oldest first (the booking's id is its trip's id); 404 when there is no such trip.",
      params: IdParams, response: { 200: TripMessageList, 400: ApiError, 404: ApiError },
    },
    handler: async (request) => ({ messages: await messages().listForDesk(request.params.id) }),
  });

  api.post('/dispatch/bookings/:id/messages', {
    config: { permission: 'dispatch.write' },
    schema: {
      tags, operationId: 'SendBookingMessage', summary: "Writes to a booking's driver",
      description: "A message (1–1,000 characters) to the trip's driver, pushed to their app's socket (`{type: 'message', message}`) and kept in the thread; audited. 404 when there is no such trip, 409 `trip.no_driver` before a driver has accepted it.",
      params: IdParams, body: TripMessageBody, response: { 201: TripMessage, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const message = await messages().sendFromDesk(request.params.id, request.body.text, { id: principal.id, email: principal.email });
      return reply.status(201).send(message);
    },
  });
}
