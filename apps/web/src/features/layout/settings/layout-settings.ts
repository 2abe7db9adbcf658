import { LANGUAGES, type Language } from '@/lib/i18n';

/** Colour choices for the header, the navigation and the brand (logo) area. */
export const SURFACE_COLORS = ['default', 'dark', 'indigo', 'blue', 'teal', 'grape', 'red', 'orange'] as const;
export type SurfaceColor = (typeof SURFACE_COLORS)[number];

/** Layout options of SPEC.md §1. */
export interface LayoutSettings {
  layout: 'vertical' | 'horizontal';
  collapsed: boolean;
  darkMode: boolean;
  rtl: boolean;
  boxLayout: boolean;
  fixedHeader: boolean;
  fixedNav: boolean;
  navBackgroundImage: boolean;
  navIconColor: boolean;
  hideListTitle: boolean;
  headerColor: SurfaceColor;
  navColor: SurfaceColor;
  brandColor: SurfaceColor;
  language: Language;
}

/** The defaults of SPEC.md §1. */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: 'vertical',
  collapsed: false,
  darkMode: false,
  rtl: false,
  boxLayout: false,
  fixedHeader: false,
  fixedNav: false,
  navBackgroundImage: false,
  navIconColor: false,
  hideListTitle: false,
  headerColor: 'default',
  navColor: 'dark',
  brandColor: 'default',
  language: 'en',
};

const CHOICES: { [K in keyof LayoutSettings]: LayoutSettings[K] extends boolean ? 'boolean' : readonly LayoutSettings[K][] } = {
  layout: ['vertical', 'horizontal'],
  collapsed: 'boolean',
  darkMode: 'boolean',
  rtl: 'boolean',
  boxLayout: 'boolean',
  fixedHeader: 'boolean',
  fixedNav: 'boolean',
  navBackgroundImage: 'boolean',
  navIconColor: 'boolean',
  hideListTitle: 'boolean',
  headerColor: SURFACE_COLORS,
  navColor: SURFACE_COLORS,
  brandColor: SURFACE_COLORS,
  language: LANGUAGES,
};

/**
 * Every field falls back to its default on its own, so a stored value from an older version or
 * garbage in local storage yields the defaults, never an error; unknown fields are dropped.
 * (Checked by hand, not with zod: these are read before the sign-in page's first paint, and zod
 * would be a sixth of that page's JavaScript — docs/performance-web.md.)
 */
export function parseLayoutSettings(value: unknown): LayoutSettings {
  const stored: Record<string, unknown> = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = {};
  for (const [key, choice] of Object.entries(CHOICES) as [keyof LayoutSettings, 'boolean' | readonly unknown[]][]) {
    const candidate = stored[key];
    const valid = choice === 'boolean' ? typeof candidate === 'boolean' : choice.includes(candidate);
    settings[key] = valid ? candidate : DEFAULT_LAYOUT_SETTINGS[key];
  }
  return settings as unknown as LayoutSettings;
}
