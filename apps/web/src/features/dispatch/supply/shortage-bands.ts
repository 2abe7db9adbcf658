/**
 * How the supply and demand layer colours a hexagon (issue 26): by its shortage (open requests −
 * idle drivers) in five bands, from spare drivers to short by four or more. The colours are the
 * Mantine 7–8 shades: strong enough on the light and the dark basemap alike at the layer's opacity,
 * and never told apart by colour alone (the legend names each band; the board and the counts in
 * the hexagon list say the figures).
 */
export const SHORTAGE_BANDS = ['spare', 'balanced', 'short1', 'short2', 'short4'] as const;
export type ShortageBand = (typeof SHORTAGE_BANDS)[number];

export const SHORTAGE_COLOURS: Record<ShortageBand, string> = {
  spare: '#1c7ed6',
  balanced: '#868e96',
  short1: '#f59f00',
  short2: '#f76707',
  short4: '#e03131',
};

export function shortageBand(shortage: number): ShortageBand {
  if (shortage < 0) return 'spare';
  if (shortage === 0) return 'balanced';
  if (shortage === 1) return 'short1';
  if (shortage <= 3) return 'short2';
  return 'short4';
}
