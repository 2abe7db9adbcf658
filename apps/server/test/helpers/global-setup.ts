import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { adminQuery, dropTestDatabases, newRunId, quoteIdent, testDatabaseName, withDatabase } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
    /** A file holding a migrated PGlite data directory (tar.gz) to start each test database from. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy, or '' when not set. */
    postgresTemplate: string;
  }
}

/** Migrates once per run: each test database is then a cheap copy of the template. */
export default async function setup(project: TestProject) {
  const runId = newRunId();
  const dir = mkdtempSync(path.join(tmpdir(), 'taxi-test-'));
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(pglite);
  const templateFile = path.join(dir, 'pglite-template.tar.gz');
  writeFileSync(templateFile, Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  await pglite.close();

  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = '';
  if (serverUrl) {
    await dropTestDatabases(serverUrl, null);
    postgresTemplate = testDatabaseName(runId, 'template');
    await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(postgresTemplate)}`);
    const template = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, postgresTemplate), poolSize: 1 });
    await migrate(template);
    await template.close();
  }
  project.provide('testRunId', runId);
  project.provide('pgliteTemplate', templateFile);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl) await dropTestDatabases(serverUrl, runId);
  };
}
