type Json = Record<string, unknown>;
type Files = Record<string, Json>;

/**
 * One language's namespaces from its two kinds of files (see lib/i18n.ts):
 * `locales/<lng>/<namespace>.json` and `features/<namespace>/locales/<lng>.json`.
 */
export function collectNamespaces(shared: Files, perFeature: Files): Record<string, Json> {
  const namespaces: Record<string, Json> = {};
  for (const [file, content] of Object.entries(shared)) {
    const name = /([^/]+)\.json$/.exec(file)?.[1];
    if (name) namespaces[name] = content;
  }
  for (const [file, content] of Object.entries(perFeature)) {
    const name = /features\/([^/]+)\/locales\/[^/]+\.json$/.exec(file)?.[1];
    if (name) namespaces[name] = content;
  }
  return namespaces;
}
