import { collectNamespaces } from './collect';

/**
 * The 'tr' namespaces of the pages outside the shell (sign-in and its second step, /home, the status
 * pages): loaded before the first paint when 'tr' is the interface language (lib/i18n.ts). Every
 * screen of the shell has its texts in tr-shell.ts, which the shell loads (docs/performance-web.md).
 */
export default collectNamespaces(
  import.meta.glob<Record<string, unknown>>(['./tr/common.json', './tr/errors.json', './tr/two-factor.json'], { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>(['../features/auth/locales/tr.json', '../features/status/locales/tr.json', '../features/layout/locales/tr.json'], { eager: true, import: 'default' }),
);
