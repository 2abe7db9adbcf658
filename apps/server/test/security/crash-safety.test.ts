import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, quoteIdent, testDatabaseName, withDatabase } from '../helpers/test-databases';
import { tripTypeBody } from '../trip-types/trip-type-body';
import { signIn, startServer } from './support/server-process';

const CRASHES = Number(process.env.CRASH_CYCLES) || 3;
/** Writes in flight at once: the kill lands while some are acknowledged and some are not. */
const PARALLEL = 4;

interface Acknowledged {
  tripTypes: string[];
  /** The index of the last acknowledged settings save (saves go one after another). */
  lastSettings: number;
}

/**
 * Sends create-trip-type and save-settings requests until `count` are acknowledged, then kills
 * the server with SIGKILL while more are in flight; resolves with what was acknowledged.
 */
async function writeUntilKilled(baseUrl: string, authorization: string, round: number, count: number, kill: () => Promise<void>): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { tripTypes: [], lastSettings: -1 };
  const headers = { authorization, 'content-type': 'application/json' };
  const settings = (await (await fetch(`${baseUrl}/api/AppSettings/GetAppSettings`, { headers })).json()) as Record<string, unknown>;
  let stop = false;
  let sequence = 0;
  const tripTypeWriter = async () => {
    while (!stop) {
      const body = tripTypeBody({ typeName: `Crash ${round}-${(sequence += 1)}` });
      const response = await fetch(`${baseUrl}/api/TripType/CreateTripType`, { method: 'POST', headers, body: JSON.stringify(body) }).catch(() => null);
      if (response?.status === 201) acknowledged.tripTypes.push(body.typeName);
      else if (response) throw new Error(`CreateTripType answered ${response.status}: ${await response.text()}`);
    }
  };
  const settingsWriter = async () => {
    for (let index = 0; !stop; index += 1) {
      const body = { ...settings, transferFromName: `Sender ${round}-${index}` };
      const response = await fetch(`${baseUrl}/api/AppSettings/UpdateAppSettings`, { method: 'PUT', headers, body: JSON.stringify(body) }).catch(() => null);
      if (response?.status === 200) acknowledged.lastSettings = index;
      else if (response) throw new Error(`UpdateAppSettings answered ${response.status}: ${await response.text()}`);
    }
  };
  const killer = (async () => {
    while (acknowledged.tripTypes.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    await kill();
    stop = true;
  })();
  await Promise.all([killer, settingsWriter(), ...Array.from({ length: PARALLEL - 1 }, tripTypeWriter)]);
  return acknowledged;
}

/**
 * Kills the server mid-stream CRASHES times; after each restart every write acknowledged so far is
 * there. The restarted server takes the next round's writes.
 */
async function survivesCrashes(dataDir: string, databaseUrl: string | null) {
  const all: string[] = [];
  let server = await startServer(dataDir, databaseUrl);
  try {
    for (let round = 1; round <= CRASHES; round += 1) {
      const acknowledged = await writeUntilKilled(server.baseUrl, await signIn(server.baseUrl), round, 20 + round * 5, server.kill);
      all.push(...acknowledged.tripTypes);

      server = await startServer(dataDir, databaseUrl);
      const headers = { authorization: await signIn(server.baseUrl) };
      const stored = (await (await fetch(`${server.baseUrl}/api/TripType/GetTripTypes`, { headers })).json()) as { typeName: string }[];
      const names = new Set(stored.map((tripType) => tripType.typeName));
      expect(all.filter((name) => !names.has(name))).toEqual([]);
      const settings = (await (await fetch(`${server.baseUrl}/api/AppSettings/GetAppSettings`, { headers })).json()) as { transferFromName: string };
      const [savedRound, savedIndex] = settings.transferFromName.replace('Sender ', '').split('-').map(Number);
      // the last acknowledged save, or a later one that was applied before the kill
      if (acknowledged.lastSettings >= 0) expect(savedRound === round && savedIndex! >= acknowledged.lastSettings).toBe(true);
      console.log(
        `crash ${round}: ${acknowledged.tripTypes.length} trip types and ${acknowledged.lastSettings + 1} settings saves acknowledged before SIGKILL; all ${all.length} acknowledged trip types found after the restart`,
      );
    }
  } finally {
    await server.kill();
  }
}

describe('crash safety: SIGKILL during writes loses no acknowledged write', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)('on the embedded database (PGlite in DATA_DIR)', { timeout: 600_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'taxi-crash-'));
    try {
      await survivesCrashes(dataDir, null);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = testDatabaseName(inject('testRunId'), 'crash');
    afterAll(() => dropDatabase(serverUrl, name));

    it('on a fresh database of TEST_DATABASE_URL', { timeout: 600_000 }, async () => {
      await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'taxi-crash-'));
      try {
        await survivesCrashes(dataDir, withDatabase(serverUrl, name));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
