import { collectNamespaces } from './collect';

/**
 * The 'en' namespaces of the pages outside the shell (sign-in and its second step, /home, the status
 * pages): loaded before the first paint when 'en' is the interface language (lib/i18n.ts). Every
 * screen of the shell has its texts in en-shell.ts, which the shell loads (docs/performance-web.md).
 */
export default collectNamespaces(
  import.meta.glob<Record<string, unknown>>(['./en/common.json', './en/errors.json', './en/two-factor.json'], { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>(['../features/auth/locales/en.json', '../features/status/locales/en.json', '../features/layout/locales/en.json'], { eager: true, import: 'default' }),
);
