import { collectNamespaces } from './collect';

/** Every 'tr' namespace, in one chunk loaded only when 'tr' is the interface language (lib/i18n.ts). */
export default collectNamespaces(
  import.meta.glob<Record<string, unknown>>('./tr/*.json', { eager: true, import: 'default' }),
  import.meta.glob<Record<string, unknown>>('../features/*/locales/tr.json', { eager: true, import: 'default' }),
);
