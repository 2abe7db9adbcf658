import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations are bundled (SPEC.md §7: not fetched). Two places are picked up automatically:
 *
 *   src/locales/<lng>/<namespace>.json             shared namespaces (common, layout, auth, ...)
 *   src/features/<feature>/locales/<lng>.json      a feature's own namespace, named after the folder
 *
 * To add texts for a feature, create `src/features/trip-types/locales/en.json` and `tr.json`
 * (same keys in both: `locales.test.ts` fails otherwise) and use
 * `useTranslation('trip-types')`. No registration needed, no shared file to edit.
 */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language named in itself, whatever the interface language: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };
export const DEFAULT_NAMESPACE = 'common';

type Json = Record<string, unknown>;

const shared = import.meta.glob<Json>('../locales/*/*.json', { eager: true, import: 'default' });
const perFeature = import.meta.glob<Json>('../features/*/locales/*.json', { eager: true, import: 'default' });

export function collectResources(): Record<Language, Record<string, Json>> {
  const resources: Record<string, Record<string, Json>> = { en: {}, tr: {} };
  for (const [file, content] of Object.entries(shared)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] && match[2]) (resources[match[1]] ??= {})[match[2]] = content;
  }
  for (const [file, content] of Object.entries(perFeature)) {
    const match = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
    if (match?.[1] && match[2]) (resources[match[2]] ??= {})[match[1]] = content;
  }
  return resources as Record<Language, Record<string, Json>>;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function initI18n(language: Language = DEFAULT_LANGUAGE) {
  const resources = collectResources();
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: resources as Resource,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(resources.en),
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  return i18n;
}

export { i18n };
