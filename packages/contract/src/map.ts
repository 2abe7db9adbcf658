import { z } from 'zod';

/**
 * The base map the web draws under every map (DESIGN.md §6), chosen by the server's settings:
 * any MapLibre style (MAP_STYLE_URL), a PMTiles extract in DATA_DIR drawn with the Protomaps
 * style, or OpenStreetMap raster tiles (the default). The built-in offline basemap is always
 * drawn underneath, whatever this says.
 */
export const MapBasemap = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('style'), styleUrl: z.string() }),
  z.object({ kind: z.literal('pmtiles'), pmtilesUrl: z.string() }),
  z.object({ kind: z.literal('raster'), tiles: z.array(z.string()).min(1), attribution: z.string(), maxZoom: z.number().int() }),
]);
export type MapBasemap = z.infer<typeof MapBasemap>;

/** A named place drawn on the offline basemap (the towns of the demo geography). */
export const MapTown = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export type MapTown = z.infer<typeof MapTown>;

/** GET /api/map/config: what the web map draws and where it asks for driving routes. */
export const MapConfig = z.object({
  basemap: MapBasemap,
  /** Base URL of an OSRM-compatible service (ROUTING_URL), null when none: routes are straight segments. */
  routingUrl: z.string().nullable(),
  towns: z.array(MapTown),
});
export type MapConfig = z.infer<typeof MapConfig>;
