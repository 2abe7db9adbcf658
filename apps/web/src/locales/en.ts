import { collectNamespaces } from './collect';

/** Every 'en' namespace, in one chunk loaded only when 'en' is the interface language (lib/i18n.ts). */
export default collectNamespaces(
  import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>('../features/*/locales/en.json', { eager: true, import: 'default' }),
);
