import type { CSSProperties } from 'react';

/**
 * Colours of a row's icon actions that hold in both schemes (a subtle ActionIcon's own colour
 * fades to grey in dark mode): `<ActionIcon variant="subtle" style={actionColor.edit} …>`.
 * Each reaches 3:1 (WCAG 1.4.11) on the table in its scheme.
 */
const color = (light: string, dark: string) =>
  ({ '--ai-color': `light-dark(var(--mantine-color-${light}), var(--mantine-color-${dark}))` }) as CSSProperties;

export const actionColor = {
  view: color('indigo-8', 'indigo-3'),
  edit: color('orange-9', 'orange-4'),
  delete: color('red-9', 'red-4'),
} as const;
