import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MapConfig } from '@taxi/contract';
import { mapConfig } from './map.service';

/** GET /api/map/config (staff): what the map screens draw (DESIGN.md §6, docs/map.md). */
export async function mapRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/map/config', {
    // The live map's and a trip's route map's basemap: not data, every staff role (the shell's settings.read).
    config: { permission: 'settings.read' },
    schema: {
      tags: ['map'],
      operationId: 'GetMapConfig',
      summary: 'Map settings for the map screens',
      description:
        'The base map the web draws (MAP_STYLE_URL, else DATA_DIR/basemap.pmtiles served at /map/basemap.pmtiles, else OpenStreetMap raster tiles), the OSRM-compatible routing service (ROUTING_URL, null when none) and the demo towns drawn on the offline basemap.',
      response: { 200: MapConfig },
    },
    handler: async () => mapConfig(app.deps.config),
  });
}
