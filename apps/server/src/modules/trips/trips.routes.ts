import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, IdParams, TripDetailsWithFare, TripListItem, TripsQuery } from '@taxi/contract';
import { sendList } from '../../plugins/list-answer';
import { tripCsvColumns } from './trips.csv';
import { toTripListItem } from './trips.mappers';
import { listTrips, listTripsAfter, type TripListRow } from './trips.repository';
import { getTrip } from './trips.service';

const tags = ['trips'];

/** SPEC.md §7 Trips (docs/trips.md). */
export async function tripsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const timeZone = config.operatorTimeZone;

  api.get('/trips/GetTrips', {
    config: { permission: 'trips.read', exportPermission: 'trips.export' },
    schema: {
      operationId: 'GetTrips',
      tags,
      summary: 'One page of trips, newest first (Pagination header); format=csv exports them all',
      description:
        'Trips, newest first (start time, then id). Optional filters, combinable: startDate and endDate (whole days YYYY-MM-DD on the ' +
        'operator’s clock, OPERATOR_TIME_ZONE, both inclusive; an end before the start is a 400 on endDate), status (5 Completed, ' +
        '6 Cancelled By Customer, 7 Cancelled By Driver; any other is a 400) and userId (the trip’s customer or driver). ' +
        'format=csv streams every matching trip.',
      querystring: TripsQuery,
      response: { 200: z.array(TripListItem), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      return sendList(request, reply, query, {
        csv: { fileName: 'trips', columns: tripCsvColumns, fetchBatch: (after: (TripListRow & { keyset: string }) | undefined, limit) => listTripsAfter(db, query, timeZone, after, limit) },
        page: (range) => listTrips(db, query, timeZone, range),
        toItem: toTripListItem,
      });
    },
  });

  api.get('/trips/GetTrip/:id', {
    config: { permission: 'trips.read' },
    schema: {
      operationId: 'GetTrip',
      tags,
      summary: 'One trip with its customer, driver, vehicle, payments, places and the fare explained',
      description:
        'Every block of SPEC.md §3 Trip: customer and driver (a deleted user shows as deleted), the vehicle as it was on the trip, ' +
        'payments, and the trip places in order with coordinates. fareExplained recomputes the fare with the one fare function from ' +
        'the trip’s distance, duration and start time with today’s trip-type rates and app-settings windows (flags say when those ' +
        'changed after the trip). 404 when there is no such trip.',
      params: IdParams,
      response: { 200: TripDetailsWithFare, 400: ApiError, 404: ApiError },
    },
    handler: (request) => getTrip(db, request.params.id, timeZone),
  });
}
