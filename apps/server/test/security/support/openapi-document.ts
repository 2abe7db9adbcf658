import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/database';
import { createDeps } from '../../../src/deps';

/**
 * The OpenAPI document exactly as `/api/docs/json` serves it, from an app with every plugin on
 * (a stub web build included, so the web app's catch-all route exists and must be hidden).
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'taxi-openapi-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>stub</title>');
  const config = {
    ...loadConfig({ DATA_DIR: dir, DEMO: '0', SIMULATE_DRIVERS: '0', LOG_LEVEL: 'silent', JWT_SECRET: 'openapi-document-secret-long-enough-to-sign' }),
    webDist: dir,
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp(await createDeps(config, database));
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
    return response.json<Record<string, unknown>>();
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
