import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, DriverTrip, TripRequestBody } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';

/** The customer app's side of the lifecycle: ask for a ride (the simulator uses it too). */
export async function customerTripsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/customer/trips', {
    schema: { tags: ['customer'], operationId: 'RequestTrip', summary: 'Ask for a ride', description: 'Creates a trip in Searching with its places (pick-up first, drop-off last) and the payment method; a driver accepts it.', body: TripRequestBody, response: { 201: DriverTrip, 400: ApiError } },
    handler: async (request, reply) => reply.code(201).send(await app.deps.driverTrips.request(principalOf(request).id, request.body)),
  });
}
