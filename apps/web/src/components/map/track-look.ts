/**
 * How a replayed track is drawn (track-replay-map-view.tsx), in a module without MapLibre so that
 * the legend beside the map (features/trips) draws the same swatches. Each mark differs by more
 * than its colour: the night window is a wide dark band, a peak range an orange dashed line on top
 * (a leg in both shows both), the rest the route's thin blue line.
 */
export const TRACK_LOOK = {
  line: { colour: '#364fc7', width: 4 },
  night: { colour: '#1f1147', width: 9 },
  peak: { colour: '#e8590c', width: 4, dash: [1.4, 1.1] },
  casing: '#ffffff',
} as const;

/** The route's colour (numbered places, the route line): the track's unmarked legs share it. */
export const PLACE_COLOUR = TRACK_LOOK.line.colour;
