import { collectNamespaces } from './collect';

/** The 'tr' namespaces of the shell's screens: every one but those of tr.ts, loaded by the shell before it renders (lib/i18n.ts). */
export default collectNamespaces(
  import.meta.glob<Record<string, unknown>>(['./tr/*.json', '!./tr/common.json', '!./tr/errors.json', '!./tr/two-factor.json'], { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>(['../features/*/locales/tr.json', '!../features/auth/locales/tr.json', '!../features/status/locales/tr.json', '!../features/layout/locales/tr.json'], { eager: true, import: 'default' }),
);
