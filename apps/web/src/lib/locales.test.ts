import { beforeAll, describe, expect, it } from 'vitest';
import { collectResources, LANGUAGES, type Language } from './i18n';

/** Every text's path (a key may hold dots itself: the audit log's labels are keyed by codes such as `auth.sign_in`). */
function keys(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return Object.entries(value).flatMap(([key, child]) => keys(child, [...path, key]));
}
const named = (path: string[]) => path.join('.');

describe('translations (DESIGN.md §7)', () => {
  let resources: Record<Language, Record<string, Record<string, unknown>>>;
  beforeAll(async () => {
    resources = await collectResources();
  });

  it('has the same namespaces in every language', () => {
    const namespaces = LANGUAGES.map((lng) => Object.keys(resources[lng]).sort());
    for (const list of namespaces) expect(list).toEqual(namespaces[0]);
    expect(namespaces[0]).toEqual(expect.arrayContaining(['common', 'layout', 'auth', 'chat', 'dashboard', 'status']));
  });

  it("keeps the screens' texts out of the sign-in page's chunk: its part has only its own namespaces, the shell's part every other", async () => {
    const parts = [
      { signIn: (await import('../locales/en')).default, shell: (await import('../locales/en-shell')).default },
      { signIn: (await import('../locales/tr')).default, shell: (await import('../locales/tr-shell')).default },
    ];
    for (const { signIn, shell } of parts) {
      expect(Object.keys(signIn).sort()).toEqual(['auth', 'common', 'errors', 'layout', 'status', 'two-factor']);
      expect(Object.keys(shell).filter((namespace) => namespace in signIn)).toEqual([]);
      expect(Object.keys(shell)).toEqual(expect.arrayContaining(['audit', 'staff', 'users', 'data-table', 'map']));
    }
  });

  it('has every key in every language, none empty', () => {
    for (const namespace of Object.keys(resources.en)) {
      const english = keys(resources.en[namespace]).map(named).sort();
      for (const lng of LANGUAGES) {
        const paths = keys(resources[lng][namespace]);
        expect(paths.map(named).sort(), `${lng}/${namespace}`).toEqual(english);
        for (const path of paths) {
          const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lng][namespace]);
          expect(typeof text === 'string' && text.trim() !== '', `${lng}/${namespace}:${named(path)} is empty`).toBe(true);
        }
      }
    }
  });
});
