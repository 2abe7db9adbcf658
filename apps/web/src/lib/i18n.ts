import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations are bundled (SPEC.md §7: not fetched from an API), one chunk per language, and only
 * the interface language's chunk is loaded (before the first render, then on a switch). Two places
 * are picked up automatically:
 *
 *   src/locales/<lng>/<namespace>.json             shared namespaces (common, data-table, ...)
 *   src/features/<feature>/locales/<lng>.json      a feature's own namespace, named after the folder
 *
 * To add texts for a feature, create `src/features/trip-types/locales/en.json` and `tr.json`
 * (same keys in both: `locales.test.ts` fails otherwise) and use
 * `useTranslation('trip-types')`. No registration needed, no shared file to edit. A new language
 * needs its `src/locales/<lng>.ts` (a copy of `en.ts`) and a line in `LOADERS` below.
 */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language named in itself, whatever the interface language: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };
export const DEFAULT_NAMESPACE = 'common';

type Json = Record<string, unknown>;
type Namespaces = Record<string, Json>;

const LOADERS: Record<Language, () => Promise<{ default: Namespaces }>> = {
  en: () => import('../locales/en'),
  tr: () => import('../locales/tr'),
};

/** Every language's namespaces (the locales test compares them; the app loads one at a time). */
export async function collectResources(): Promise<Record<Language, Namespaces>> {
  const loaded = await Promise.all(LANGUAGES.map(async (language) => [language, (await LOADERS[language]()).default] as const));
  return Object.fromEntries(loaded) as Record<Language, Namespaces>;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Adds a language's texts to i18next once (its chunk is fetched the first time). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, DEFAULT_NAMESPACE)) return;
  const namespaces = (await LOADERS[language]()).default;
  for (const [namespace, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, texts, true, true);
}

/** Starts i18next in `language` with only that language's texts; resolves once they are in. */
export async function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    const namespaces = (await LOADERS[language]()).default;
    await i18n.use(initReactI18next).init({
      resources: { [language]: namespaces } as Resource,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(namespaces),
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  return i18n;
}

export { i18n };
