import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ConnectedDriver, CurrentDriverTrip, DashboardSummary, Id } from '@taxi/contract';
import { currentDriverTrip } from '../driver-trips/current-trip';
import { ConnectedDriversAnswer } from '../presence/connected-drivers-answer';
import { dashboardSummary } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const connectedAnswer = new ConnectedDriversAnswer(app.deps.db, app.deps.presence, app.deps.live.bus);

  api.get('/Dashboard/GetSummary', {
    schema: { tags: ['dashboard'], operationId: 'GetSummary', summary: 'Headline figures for the dashboard', description: 'Counts of users by role, pending verifications and payouts, connected drivers and trips today.', response: { 200: DashboardSummary } },
    // Counts kept by the database in the same transaction as each change (dashboard.service.ts).
    handler: () => dashboardSummary(app.deps.db, app.deps.presence, app.deps.config.operatorTimeZone),
  });

  api.get('/Dashboard/GetConnectedDriversDetails', {
    schema: { tags: ['dashboard'], operationId: 'GetConnectedDriversDetails', summary: 'Drivers online and heard from in the last 120 s, with their latest position', description: 'The live map: each connected driver with vehicle, trip type and latest position (an answer is at most about a second old).', response: { 200: z.array(ConnectedDriver) } },
    // Built and serialised at most once a second, shared by the requests of that second (connected-drivers-answer.ts).
    // The text is sent as is (a string skips the serializer); its shape is connectedDriverDetails' ConnectedDriver[].
    handler: async (_request, reply) => (reply as FastifyReply).type('application/json; charset=utf-8').send(await connectedAnswer.json()),
  });

  api.get('/Dashboard/GetCurrentDriverPreTrip/:driverId', {
    schema: { tags: ['dashboard'], operationId: 'GetCurrentDriverPreTrip', summary: "The driver's current trip with its places", description: 'The accepted, arrived or in-progress trip of the driver, with tripPlaces in order (the map panel); null when the driver has no trip under way.', params: z.object({ driverId: Id }), response: { 200: CurrentDriverTrip, 400: ApiError } },
    handler: async (request) => currentDriverTrip(app.deps.db, request.params.driverId, app.deps.config.operatorTimeZone),
  });
}
