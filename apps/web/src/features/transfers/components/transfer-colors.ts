/** Teal 9 as a hex: Mantine darkens it on hover (a theme shade would lighten to teal 8, under 4.5:1 with white). */
export const COMPLETED_COLOR = '#087f5b';
