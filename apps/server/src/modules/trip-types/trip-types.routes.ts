import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CsvQuery, IdParams, TRIP_TYPE_OPTIONS_PATH, TripType, TripTypeBody, TripTypeOption } from '@taxi/contract';
import { actorOf } from '../../plugins/access-guard';
import { oneBatch, sendCsv, wantsCsv } from '../../plugins/csv-export';
import { tripTypeCsvColumns } from './trip-types.csv';
import * as tripTypes from './trip-types.service';

const tags = ['trip types'];

/** SPEC.md §7 Trip types, plus the option list of the vehicles filter (docs/trip-types.md). */
export async function tripTypesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get('/TripType/GetTripTypes', {
    config: { permission: 'tripTypes.read', exportPermission: 'tripTypes.read' },
    schema: { tags, operationId: 'GetTripTypes', summary: 'Every trip type with its fares; format=csv exports them', description: 'Every trip type with its fares in kuruş and surcharges in percent; format=csv exports them.', querystring: CsvQuery, response: { 200: z.array(TripType), 400: ApiError } },
    handler: async (request, reply) => {
      const list = tripTypes.listTripTypes(db);
      if (!wantsCsv(request.query)) return await list;
      return sendCsv(request, reply, request.query, { fileName: 'trip-types', columns: tripTypeCsvColumns, rows: oneBatch(list) });
    },
  });

  api.get(TRIP_TYPE_OPTIONS_PATH.replace(/^\/api/, ''), {
    config: { permission: 'tripTypes.read' },
    schema: { tags, operationId: 'GetTripTypeOptions', summary: 'Trip type id and name, by name (vehicles filter)', description: 'The id and name of every trip type, ordered by name, for the vehicles filter.', response: { 200: z.array(TripTypeOption) } },
    handler: () => tripTypes.listTripTypeOptions(db),
  });

  api.get('/TripType/GetTripType/:id', {
    config: { permission: 'tripTypes.read' },
    schema: { tags, operationId: 'GetTripType', summary: 'One trip type', description: 'One trip type by id; 404 when there is none.', params: IdParams, response: { 200: TripType, 400: ApiError, 404: ApiError } },
    handler: (request) => tripTypes.getTripType(db, request.params.id),
  });

  api.post('/TripType/CreateTripType', {
    config: { permission: 'tripTypes.write' },
    schema: { tags, operationId: 'CreateTripType', summary: 'Creates a trip type', description: 'Creates a trip type; 409 when the name is taken. Audited.', body: TripTypeBody, response: { 201: TripType, 400: ApiError, 409: ApiError } },
    handler: async (request, reply) => {
      const created = await tripTypes.createTripType(db, request.body, actorOf(request));
      return reply.status(201).send(created);
    },
  });

  api.put('/TripType/UpdateTripType/:id', {
    config: { permission: 'tripTypes.write' },
    schema: {
      tags,
      operationId: 'UpdateTripType', summary: 'Replaces every field of a trip type', description: 'Replaces every field of a trip type; 404 when there is none, 409 when the name is taken. Audited.',
      params: IdParams,
      body: TripTypeBody,
      response: { 200: TripType, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: (request) => tripTypes.updateTripType(db, request.params.id, request.body, actorOf(request)),
  });
}
