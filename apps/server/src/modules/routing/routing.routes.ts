import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, EstimateAnswer, EstimateBody } from '@taxi/contract';
import { estimateTrip } from './trip-estimate';

/** The booking panel's fare estimate (issue 26, docs/dispatch.md "Estimate"). */
export async function routingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  api.post('/dispatch/estimate', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags: ['dispatch'], operationId: 'EstimateTrip', summary: 'Route and fare estimate of a booking',
      description: "Distance, duration and the line of the route through 2–10 places (the ROUTING_URL service when configured and answering within 3 s: `routeSource: 'routing'`; else the straight legs × 1.3 at 40 km/h: `straightLine`), and the fare of the one fare function with the trip type's rates and the night and peak windows on the operator's clock at `pickupAt` (now when absent), in kuruş. Changes nothing; 400 on an unknown trip type.",
      body: EstimateBody, response: { 200: EstimateAnswer, 400: ApiError },
    },
    handler: (request) => estimateTrip(db, config, request.body, new Date(), request.log),
  });
}
