import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ConnectedDriver, CurrentDriverTrip, DashboardSummary, DriverCards, DriverCardsBody, Id, LiveDrivers } from '@taxi/contract';
import { currentDriverTrip } from '../driver-trips/current-trip';
import { connectedDriverDetails, driverCards, liveDrivers } from '../presence/connected-drivers';
import { ConnectedDriversAnswer } from '../presence/connected-drivers-answer';
import { dashboardSummary } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, presence, live } = app.deps;
  const connectedAnswer = new ConnectedDriversAnswer(presence, live.bus, (positions) => connectedDriverDetails(db, positions));
  const liveDriversAnswer = new ConnectedDriversAnswer(presence, live.bus, (positions) => liveDrivers(db, positions, new Date()));
  const sendJson = async (reply: FastifyReply, json: Promise<string>) => reply.type('application/json; charset=utf-8').send(await json);

  api.get('/Dashboard/GetSummary', {
    config: { permission: 'dashboard.read' },
    schema: { tags: ['dashboard'], operationId: 'GetSummary', summary: 'Headline figures for the dashboard', description: 'Counts of users by role, pending verifications and payouts, connected drivers and trips today.', response: { 200: DashboardSummary } },
    // Counts kept by the database in the same transaction as each change (dashboard.service.ts).
    handler: () => dashboardSummary(db, presence, app.deps.config.operatorTimeZone),
  });

  api.get('/Dashboard/GetConnectedDriversDetails', {
    config: { permission: 'map.read' },
    schema: { tags: ['dashboard'], operationId: 'GetConnectedDriversDetails', summary: 'Drivers online and heard from in the last 120 s, with their latest position', description: 'The live map: each connected driver with vehicle, trip type and latest position (positions in an answer are at most about two seconds old; who is connected and their trip are current).', response: { 200: z.array(ConnectedDriver) } },
    // Built and serialised at most once a second, shared by the requests of that second (connected-drivers-answer.ts).
    // The text is sent as is (a string skips the serializer); its shape is connectedDriverDetails' ConnectedDriver[].
    handler: (_request, reply) => sendJson(reply as FastifyReply, connectedAnswer.json()),
  });

  api.get('/Dashboard/GetLiveDrivers', {
    config: { permission: 'map.read' },
    schema: { tags: ['dashboard'], operationId: 'GetLiveDrivers', summary: "Beyond SPEC: the live map's load, compact", description: 'The connected drivers (online, heard from in the last 120 s) as the live map loads them: each latest position as the tuple `[driverId, latitude, longitude, heading, speedKmh, reportedAtMs]` of the live stream, and `[driverId, tripId]` for each driver on a trip under way (~45 bytes a driver; GetConnectedDriversDetails is the SPEC answer, ~275). Names and vehicles: GetDriverCards. Positions in an answer are at most about two seconds old (the stream moves them meanwhile); who is connected and their trip are current.', response: { 200: LiveDrivers } },
    // Built from the live positions at most once a second and shared, like the SPEC answer.
    handler: (_request, reply) => sendJson(reply as FastifyReply, liveDriversAnswer.json()),
  });

  api.post('/Dashboard/GetDriverCards', {
    config: { permission: 'map.read' },
    schema: { tags: ['dashboard'], operationId: 'GetDriverCards', summary: "Beyond SPEC: the live map's driver cards", description: 'Name, phone, rating, vehicle model, plate, colour and trip type of the drivers asked for, as tuples `[driverId, driverName, driverPhone, rating, vehicleModel, vehiclePlateNumber, vehicleColor, tripType]` in driver order; a driver who is gone (deleted, not a driver) has none. The map asks for the drivers of GetLiveDrivers whose card it does not hold.', body: DriverCardsBody, response: { 200: DriverCards, 400: ApiError } },
    handler: async (request) => ({ drivers: await driverCards(db, request.body.driverIds) }),
  });

  api.get('/Dashboard/GetCurrentDriverPreTrip/:driverId', {
    config: { permission: 'map.read' },
    schema: { tags: ['dashboard'], operationId: 'GetCurrentDriverPreTrip', summary: "The driver's current trip with its places", description: 'The accepted, arrived or in-progress trip of the driver, with tripPlaces in order (the map panel); null when the driver has no trip under way.', params: z.object({ driverId: Id }), response: { 200: CurrentDriverTrip, 400: ApiError } },
    handler: async (request) => currentDriverTrip(app.deps.db, request.params.driverId, app.deps.config.operatorTimeZone),
  });
}
