import { DEFAULT_THEME } from '@mantine/core';
import type { CSSProperties } from 'react';
import { AA_TEXT, blend, contrastRatio } from '@/lib/contrast';
import type { SurfaceColor } from './layout-settings';

const WHITE = '#ffffff';
const INK = '#1a1b1e';
const MUTED_OPACITY = 0.8;
const HOVER_OPACITY = 0.08;
const ACTIVE_OPACITY = 0.14;

/** The solid colours of a coloured surface and the texts drawn on it, in one scheme. */
export interface SurfacePalette {
  bg: string;
  fg: string;
  muted: string;
  hover: string;
  active: string;
}

function paletteOn(bg: string, fg: string): SurfacePalette {
  return {
    bg,
    fg,
    muted: blend(fg, bg, MUTED_OPACITY),
    hover: blend(fg, bg, HOVER_OPACITY),
    active: blend(fg, bg, ACTIVE_OPACITY),
  };
}

/** The lowest contrast any text of the palette has: plain, muted, and on the hover and active rows. */
export function worstContrast(palette: SurfacePalette): number {
  return Math.min(
    contrastRatio(palette.fg, palette.bg),
    contrastRatio(palette.muted, palette.bg),
    contrastRatio(palette.fg, palette.hover),
    contrastRatio(palette.fg, palette.active),
  );
}

/**
 * The first background (lightest shade first) and text colour (white or ink, whichever reads
 * better) whose every text reaches WCAG AA; a colour choice never yields unreadable text.
 */
function readablePalette(backgrounds: string[]): SurfacePalette {
  const candidates = backgrounds.flatMap((bg) => [WHITE, INK].map((fg) => paletteOn(bg, fg)));
  return candidates.find((palette) => worstContrast(palette) >= AA_TEXT) ?? candidates.reduce((best, next) => (worstContrast(next) > worstContrast(best) ? next : best));
}

type Coloured = Exclude<SurfaceColor, 'default'>;

const shades = (color: Exclude<Coloured, 'dark'>, indexes: number[]) => indexes.map((index) => DEFAULT_THEME.colors[color][index] as string);

/** Light and dark scheme palettes of every coloured surface, decided once. */
export const SURFACE_PALETTES: Record<Coloured, { light: SurfacePalette; dark: SurfacePalette }> = Object.fromEntries(
  (['dark', 'indigo', 'blue', 'teal', 'grape', 'red', 'orange'] as const).map((color) => [
    color,
    color === 'dark'
      ? { light: readablePalette(['#1c2230']), dark: readablePalette([DEFAULT_THEME.colors.dark[8] as string]) }
      : { light: readablePalette(shades(color, [7, 8, 9, 6, 5, 4])), dark: readablePalette(shades(color, [9, 8, 7, 6, 5, 4])) },
  ]),
) as Record<Coloured, { light: SurfacePalette; dark: SurfacePalette }>;

/**
 * CSS variables for a coloured surface (header, navigation, brand). `default` follows
 * Mantine's body and text colours; the others take their readable palette in each scheme.
 */
export function surfaceVars(prefix: string, color: SurfaceColor): CSSProperties {
  let vars: Record<string, string>;
  if (color === 'default') {
    vars = {
      bg: 'var(--mantine-color-body)',
      fg: 'var(--mantine-color-text)',
      muted: 'var(--mantine-color-dimmed)',
      hover: 'var(--mantine-color-default-hover)',
      active: 'var(--mantine-primary-color-light)',
      activeFg: 'var(--mantine-primary-color-light-color)',
      border: 'var(--mantine-color-default-border)',
    };
  } else {
    const { light, dark } = SURFACE_PALETTES[color];
    const both = (key: keyof SurfacePalette) => `light-dark(${light[key]}, ${dark[key]})`;
    vars = { bg: both('bg'), fg: both('fg'), muted: both('muted'), hover: both('hover'), active: both('active'), activeFg: both('fg'), border: both('hover') };
  }
  return Object.fromEntries(Object.entries(vars).map(([key, value]) => [`--${prefix}-${key}`, value])) as CSSProperties;
}
