import { z } from 'zod';
import { LANGUAGES } from '@/lib/i18n';

/** Colour choices for the header, the navigation and the brand (logo) area. */
export const SURFACE_COLORS = ['default', 'dark', 'indigo', 'blue', 'teal', 'grape', 'red', 'orange'] as const;
export type SurfaceColor = (typeof SURFACE_COLORS)[number];

const surface = (fallback: SurfaceColor) => z.enum(SURFACE_COLORS).catch(fallback);
const flag = (fallback: boolean) => z.boolean().catch(fallback);

/**
 * Layout options of SPEC.md §1 with its defaults. Every field has a fallback, so a stored value
 * from an older version or garbage in local storage yields the defaults, never an error.
 */
export const LayoutSettings = z.object({
  layout: z.enum(['vertical', 'horizontal']).catch('vertical'),
  collapsed: flag(false),
  darkMode: flag(false),
  rtl: flag(false),
  boxLayout: flag(false),
  fixedHeader: flag(false),
  fixedNav: flag(false),
  navBackgroundImage: flag(false),
  navIconColor: flag(false),
  hideListTitle: flag(false),
  headerColor: surface('default'),
  navColor: surface('dark'),
  brandColor: surface('default'),
  language: z.enum(LANGUAGES).catch('en'),
});
export type LayoutSettings = z.infer<typeof LayoutSettings>;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = LayoutSettings.parse({});

export function parseLayoutSettings(value: unknown): LayoutSettings {
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  return LayoutSettings.parse(object);
}
