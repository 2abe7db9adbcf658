import { collectNamespaces } from './collect';

/** The 'en' namespaces of the shell's screens: every one but those of en.ts, loaded by the shell before it renders (lib/i18n.ts). */
export default collectNamespaces(
  import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/common.json', '!./en/errors.json', '!./en/two-factor.json'], { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>(['../features/*/locales/en.json', '!../features/auth/locales/en.json', '!../features/status/locales/en.json', '!../features/layout/locales/en.json'], { eager: true, import: 'default' }),
);
