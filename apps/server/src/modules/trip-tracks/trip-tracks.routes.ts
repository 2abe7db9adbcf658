import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, Id, TripTrack } from '@taxi/contract';
import { getTripTrack } from './trip-tracks.service';

/** Issue 27 item 4: a trip's driven track and the replay's fare split (docs/trip-replay.md). */
export async function tripTracksRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // The buffered track points are written before the database closes (closeDeps runs after).
  app.addHook('onClose', () => app.deps.trackRecorder.flush());

  api.get('/trips/GetTripTrack/:tripId', {
    config: { permission: 'trips.read' },
    schema: {
      operationId: 'GetTripTrack',
      tags: ['trips'],
      summary: "A trip's driven track, and how its fare splits over the legs (the replay)",
      description:
        'The positions the driver reported while the trip was in progress, thinned (at most TRACK_MAX_POINTS), as ' +
        '[secondsFromStart, latitude, longitude], oldest first; the demo’s trips have tracks drawn along their places. For a ' +
        'completed trip, legs and fare split the fare of the one fare function (today’s trip-type rates and app-settings ' +
        'windows) over the base and the legs, exactly: fare.baseAmount plus the legs’ amounts is fare.total. The surcharges ' +
        'apply to the whole trip when it started in their window (fare.night, fare.peak); a leg’s night and peak say whether ' +
        'the leg began in a window (fare.inNight, fare.inPeak sum those legs). A trip under way or cancelled has no legs and ' +
        'fare null. 404 when there is no such trip.',
      params: z.object({ tripId: Id }),
      response: { 200: TripTrack, 400: ApiError, 404: ApiError },
    },
    handler: (request) => getTripTrack(db, request.params.tripId, config.operatorTimeZone),
  });
}
