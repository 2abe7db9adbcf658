import { beforeAll, describe, expect, it } from 'vitest';
import { collectResources, LANGUAGES, type Language } from './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

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

  it('has every key in every language, none empty', () => {
    for (const namespace of Object.keys(resources.en)) {
      const english = keys(resources.en[namespace]).sort();
      for (const lng of LANGUAGES) {
        const other = keys(resources[lng][namespace]).sort();
        expect(other, `${lng}/${namespace}`).toEqual(english);
        for (const key of other) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lng][namespace]);
          expect(typeof text === 'string' && text.trim() !== '', `${lng}/${namespace}:${key} is empty`).toBe(true);
        }
      }
    }
  });
});
