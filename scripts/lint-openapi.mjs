// Lints the server's OpenAPI document with Spectral (`.spectral.yaml`: the `spectral:oas`
// ruleset); any error or warning fails. Then proves a client can be generated from it:
// openapi-typescript writes the types, every operationId becomes an operation, and the result
// type-checks under `strict`. `npm test` runs it after ESLint (issue 7, defect 10).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
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

  const operationIds = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  const types = astToString(await openapiTS(new URL(`file://${file}`)));
  const missing = operationIds.filter((id) => !types.includes(`    ${id}: {`));
  if (missing.length) throw new Error(`openapi-typescript generated no operation for: ${missing.join(', ')}`);
  const typesFile = path.join(dir, 'api.d.ts');
  writeFileSync(typesFile, types);
  run('npx', ['tsc', '--noEmit', '--strict', '--skipLibCheck', 'false', typesFile]);
  log(`openapi-typescript: ${operationIds.length} operations generated; the client types compile`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
