// Lints the server's OpenAPI document with Spectral (`.spectral.yaml`: the `spectral:oas`
// ruleset); any error or warning fails. `npm test` runs it after ESLint (issue 7, defect 10).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { log, root, run } from './lib.mjs';

register();
const { buildOpenApiDocument } = await import('../apps/server/test/security/support/openapi-document.ts');

const dir = mkdtempSync(path.join(tmpdir(), 'taxi-openapi-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  const document = await buildOpenApiDocument();
  writeFileSync(file, JSON.stringify(document, null, 2));
  log(`OpenAPI document: ${Object.keys(document.paths ?? {}).length} paths; linting with Spectral`);
  run('npx', ['spectral', 'lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn', '--display-only-failures']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
