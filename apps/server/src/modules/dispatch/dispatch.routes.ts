import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, AssignBody, Booking, BookingBody, BookingDetails, BookingList, BookingsQuery, CancelBookingBody, IdParams, NearestDrivers, NearestDriversQuery } from '@taxi/contract';
import { actorOf } from '../../plugins/access-guard';

const tags = ['dispatch'];
const errors = { 400: ApiError, 404: ApiError, 409: ApiError };

/** The dispatcher's desk (issue 26, docs/dispatch.md): bookings, offers, the board, the nearest free drivers. */
export async function dispatchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const dispatch = () => app.deps.dispatch;

  api.post('/dispatch/bookings', {
    config: { permission: 'dispatch.write' },
    schema: {
      tags,
      operationId: 'CreateBooking',
      summary: 'Book a trip for a caller (now, or scheduled)',
      description:
        'Creates the trip (Searching, with its places: pick-up first, drop-off last) and its booking in one transaction. `scheduledFor` null: offered at once, to `driverId` when given (409 when that driver is not connected and free: nothing is created), else in turn to the nearest free drivers. Scheduled (5 min to 30 days ahead): dispatched `dispatchLeadMinutes` before the pick-up by a job. Audited.',
      body: BookingBody,
      response: { 201: Booking, ...errors },
    },
    handler: async (request, reply) => reply.code(201).send(await dispatch().bookings.create(request.body, actorOf(request))),
  });

  api.get('/dispatch/bookings', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags,
      operationId: 'ListBookings',
      summary: "The dispatcher's board",
      description: '`view=open` (default): bookings not ended, oldest first; `view=ended`: completed or cancelled in the last 24 hours, newest first. At most 100 each. Changes arrive on the live stream (`GET /api/live?topics=dispatch`).',
      querystring: BookingsQuery,
      response: { 200: BookingList, 400: ApiError },
    },
    handler: (request) => dispatch().bookings.list(request.query.view),
  });

  api.get('/dispatch/bookings/:id', {
    config: { permission: 'dispatch.read' },
    schema: { tags, operationId: 'GetBooking', summary: 'One booking with its offers', description: 'The booking as on the board, and every offer it made (oldest first): the driver, when, and the answer (accepted, declined, expired, withdrawn; null while waiting).', params: IdParams, response: { 200: BookingDetails, 400: ApiError, 404: ApiError } },
    handler: (request) => dispatch().bookings.get(request.params.id),
  });

  api.post('/dispatch/bookings/:id/assign', {
    config: { permission: 'dispatch.write' },
    schema: {
      tags,
      operationId: 'AssignBooking',
      summary: 'Offer the booking to a chosen driver now (or reassign it)',
      description: "Withdraws a waiting offer, then offers the trip to `driverId`. After a driver accepted (before the ride starts) this reassigns: the current driver is released (the trip goes back to Searching) and told. 409 when the driver is not connected and free, or the ride is on or over. Audited.",
      params: IdParams,
      body: AssignBody,
      response: { 200: Booking, ...errors },
    },
    handler: (request) => dispatch().dispatcher.assign(request.params.id, request.body.driverId, actorOf(request)),
  });

  api.post('/dispatch/bookings/:id/auto', {
    config: { permission: 'dispatch.write' },
    schema: { tags, operationId: 'AutoDispatchBooking', summary: 'Offer the booking in turn to the nearest free drivers', description: 'A new round: a waiting offer is withdrawn, the tries count from 0 and the nearest free driver is offered the trip, then the next, until one accepts or `dispatchMaxTries` offers went unanswered (noDriver, and a notification). Only while no driver has the trip (409 otherwise). Audited.', params: IdParams, response: { 200: Booking, ...errors } },
    handler: (request) => dispatch().dispatcher.auto(request.params.id, actorOf(request)),
  });

  api.post('/dispatch/bookings/:id/cancel', {
    config: { permission: 'dispatch.write' },
    schema: {
      tags,
      operationId: 'CancelBooking',
      summary: 'Cancel the booking for the caller, with a reason',
      description: "CanceledByCustomer. Before a driver accepted: nothing is charged. Accepted or arrived: the trip type's cancellation fee (cancellationSurcharge % of the base fare) is paid and settled on the driver's balance in the same transaction, and the driver is told. On the ride, or ended: 409. Audited.",
      params: IdParams,
      body: CancelBookingBody,
      response: { 200: Booking, ...errors },
    },
    handler: (request) => dispatch().bookings.cancel(request.params.id, request.body.reason, actorOf(request)),
  });

  api.get('/dispatch/nearest-drivers', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags,
      operationId: 'NearestDrivers',
      summary: 'The free drivers nearest a place',
      description: 'Connected, approved drivers with no trip under way and no offer waiting, nearest first (straight line, within 50 km), with the estimated time to reach the place at 30 km/h. `source`: Redis GEOSEARCH (REDIS_URL) or the in-memory index.',
      querystring: NearestDriversQuery,
      response: { 200: NearestDrivers, 400: ApiError },
    },
    handler: (request) => dispatch().nearest.find(app.deps.db, request.query, request.query.limit),
  });
}
