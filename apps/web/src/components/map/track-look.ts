/**
 * How a replayed track is drawn (layers/marked-track-layer.tsx), in a module without MapLibre so
 * that the legend beside the map (features/trips) draws the same swatches. Each mark differs by
 * more than its colour: the night window is a wide band under the line (deep indigo on the light
 * basemap, light violet on the dark one), a peak range an orange dashed line on top (a leg in both
 * shows both), the rest the route's thin blue line.
 */
export const TRACK_LOOK = {
  line: { colour: '#364fc7', width: 4 },
  night: { colour: { light: '#1f1147', dark: '#b197fc' }, casing: { light: '#ffffff', dark: '#101113' }, width: 9 },
  peak: { colour: '#e8590c', width: 4, dash: [1.4, 1.1] },
  casing: '#ffffff',
} as const;

/** The route's colour (numbered places, the route line): the track's unmarked legs share it. */
export const PLACE_COLOUR = TRACK_LOOK.line.colour;
