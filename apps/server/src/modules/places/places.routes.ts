import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, PlaceSearchAnswer, PlaceSearchQuery, ReversePlaceAnswer, ReversePlaceQuery } from '@taxi/contract';
import { PlacesService } from './places.service';

const tags = ['dispatch'];

/** The booking panel's place search and map-click lookup (issue 26, docs/dispatch.md "Places"). */
export async function placesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const places = new PlacesService(app.deps.config, app.log);

  api.get('/dispatch/places', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags, operationId: 'SearchPlaces', summary: 'Places matching typed text (pick-up, stops, drop-off)',
      description: "Up to 10 towns, streets, points of interest or addresses matching `q` (2–200 characters), best first; near `latitude`/`longitude` first when both are given. From the GEOCODER_URL service (Photon or Nominatim) when configured and answering within 2.5 s (`source: 'geocoder'`), else from the demo's gazetteer, accent- and case-blind the Turkish way (`source: 'gazetteer'`).",
      querystring: PlaceSearchQuery, response: { 200: PlaceSearchAnswer, 400: ApiError },
    },
    handler: (request) => places.search(request.query),
  });

  api.get('/dispatch/places/reverse', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags, operationId: 'ReversePlace', summary: 'The place at a map click',
      description: 'The clicked point named: by the GEOCODER_URL service when configured and answering, else from the gazetteer (the point of interest within 150 m, else the street within 500 m, else the nearest town). The place keeps the clicked coordinates.',
      querystring: ReversePlaceQuery, response: { 200: ReversePlaceAnswer, 400: ApiError },
    },
    handler: (request) => places.reverse(request.query),
  });
}
