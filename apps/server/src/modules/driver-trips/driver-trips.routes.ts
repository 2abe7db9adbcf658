import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, CompleteTripBody, DriverTrip, IdParams, OpenTripList } from '@taxi/contract';
import { principalOf } from '../../plugins/access-guard';

const errors = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** Driver side of the trip lifecycle (docs/live-operations.md): take an open request, then arrive, start, complete or cancel. */
export async function driverTripsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const trips = () => app.deps.driverTrips;

  api.get('/driver/trips/open', {
    schema: { tags: ['driver'], operationId: 'ListOpenTrips', summary: 'Trip requests waiting for a driver', description: 'The oldest 50 trips in Searching, with their places; any of them may be accepted. Only for a driver allowed to go online (approved, not expired, with an approved vehicle): 403 otherwise, as for positions (409 naming what expired when an approval or a document has).', response: { 200: OpenTripList, 403: ApiError, 409: ApiError } },
    handler: async (request) => ({ trips: await trips().openTrips(principalOf(request).id) }),
  });

  api.get('/driver/trips/current', {
    schema: { tags: ['driver'], operationId: 'GetDriverCurrentTrip', summary: "The driver's trip under way", description: 'The accepted, arrived or in-progress trip of the signed-in driver; 404 when there is none.', response: { 200: DriverTrip, 404: ApiError } },
    handler: async (request) => trips().current(principalOf(request).id),
  });

  api.post('/driver/trips/:id/accept', {
    schema: { tags: ['driver'], operationId: 'AcceptTrip', summary: 'Accept a trip request (Searching → Accepted)', description: 'Only an approved driver with an approved vehicle and no trip under way; of two drivers accepting one trip one wins, the other gets 409.', params: IdParams, response: { 200: DriverTrip, ...errors } },
    handler: async (request) => trips().accept(principalOf(request).id, request.params.id),
  });

  api.post('/driver/trips/:id/arrive', {
    schema: { tags: ['driver'], operationId: 'ArriveAtPickup', summary: 'Arrived at the pick-up (Accepted → DriverArrived)', description: "Only the trip's driver (another trip is 404); from any other state 409.", params: IdParams, response: { 200: DriverTrip, ...errors } },
    handler: async (request) => trips().step(principalOf(request).id, request.params.id, 'arrive'),
  });

  api.post('/driver/trips/:id/start', {
    schema: { tags: ['driver'], operationId: 'StartTrip', summary: 'The passenger is on board (DriverArrived → InProgress)', description: "Sets the ride's start time, which the fare's night and peak windows read; from any other state 409.", params: IdParams, response: { 200: DriverTrip, ...errors } },
    handler: async (request) => trips().step(principalOf(request).id, request.params.id, 'start'),
  });

  api.post('/driver/trips/:id/complete', {
    schema: { tags: ['driver'], operationId: 'CompleteTrip', summary: 'End the ride (InProgress → Completed)', description: "The fare by the one fare function from the distance and duration, the payment and the driver's ledger row, in one transaction.", params: IdParams, body: CompleteTripBody, response: { 200: DriverTrip, ...errors } },
    handler: async (request) => trips().complete(principalOf(request).id, request.params.id, request.body),
  });

  api.post('/driver/trips/:id/cancel', {
    schema: { tags: ['driver'], operationId: 'CancelTripByDriver', summary: 'Cancel before the ride starts (→ CanceledByDriver)', description: 'From Accepted or DriverArrived; the customer pays nothing, so no payment is written.', params: IdParams, response: { 200: DriverTrip, ...errors } },
    handler: async (request) => trips().cancel(principalOf(request).id, request.params.id),
  });
}
