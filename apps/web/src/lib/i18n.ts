import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations are bundled (SPEC.md §7: not fetched from an API), two chunks per language, and only
 * the interface language's are loaded: the sign-in page's (`locales/<lng>.ts`: common, errors,
 * auth, status, layout, two-factor) before the first render, the shell's screens' (`<lng>-shell.ts`:
 * every other namespace) when the shell loads (`loadShellTexts`), so the sign-in page does not carry
 * every screen's texts (docs/performance-web.md); a switch loads what is loaded already. Two places
 * are picked up automatically:
 *
 *   src/locales/<lng>/<namespace>.json             shared namespaces (common, data-table, ...)
 *   src/features/<feature>/locales/<lng>.json      a feature's own namespace, named after the folder
 *
 * To add texts for a feature, create `src/features/trip-types/locales/en.json` and `tr.json`
 * (same keys in both: `locales.test.ts` fails otherwise) and use
 * `useTranslation('trip-types')`. No registration needed: a new namespace is the shell's. (A page
 * outside the shell that needs one: name it in both `<lng>.ts` and `<lng>-shell.ts`.) A new language
 * needs its `src/locales/<lng>.ts` and `<lng>-shell.ts` (copies of the English ones) and a line in
 * `LOADERS` below.
 */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language named in itself, whatever the interface language: a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe' };
export const DEFAULT_NAMESPACE = 'common';

type Json = Record<string, unknown>;
type Namespaces = Record<string, Json>;

type Part = 'signIn' | 'shell';

const LOADERS: Record<Language, Record<Part, () => Promise<{ default: Namespaces }>>> = {
  en: { signIn: () => import('../locales/en'), shell: () => import('../locales/en-shell') },
  tr: { signIn: () => import('../locales/tr'), shell: () => import('../locales/tr-shell') },
};

/** The parts this page has asked for: a language switch loads the same in the new language. */
const wanted = new Set<Part>(['signIn']);
const loaded = new Set<string>();

/** Every language's namespaces, both parts (the locales test compares them; the app loads one language at a time). */
export async function collectResources(): Promise<Record<Language, Namespaces>> {
  const all = await Promise.all(
    LANGUAGES.map(async (language) => [language, { ...(await LOADERS[language].signIn()).default, ...(await LOADERS[language].shell()).default }] as const),
  );
  return Object.fromEntries(all) as Record<Language, Namespaces>;
}

/** Adds one part of a language's texts to i18next once (its chunk is fetched the first time). */
async function addPart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return;
  const namespaces = (await LOADERS[language][part]()).default;
  for (const [namespace, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, namespace, texts, true, true);
  loaded.add(key);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Adds a language's texts to i18next: the parts the page uses (the shell's too once it has loaded). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => addPart(language, part)));
}

/** The shell's screens' texts in the interface language (and in any language switched to later), before the shell renders. */
export async function loadShellTexts(): Promise<void> {
  wanted.add('shell');
  await addPart(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE, 'shell');
}

/** Starts i18next in `language` with only that language's texts; resolves once they are in. */
export async function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    const namespaces = (await LOADERS[language].signIn()).default;
    await i18n.use(initReactI18next).init({
      // a copy: i18next adds the shell's namespaces into the object it is given, not into the module's
      resources: { [language]: { ...namespaces } } as Resource,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(namespaces),
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    loaded.add(`${language}:signIn`);
  }
  return i18n;
}

export { i18n };
