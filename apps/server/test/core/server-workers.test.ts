import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeLivePosition, LIVE_FLUSH_MS } from '@taxi/contract';
import { openDatabase, type Database } from '../../src/db/database';
import { LOGIN_LIMITS, TOO_MANY_SIGN_INS } from '../../src/modules/auth/login-throttle';
import { testRedisPrefix } from '../helpers/build-test-app';
import { TEST_PASSWORD } from '../helpers/factories';
import { adminQuery, dropDatabase, quoteIdent, testDatabaseName, withDatabase } from '../helpers/test-databases';
import { approvedDriver, createTripType } from '../live/support';
import { openStream } from '../live/ws-client';
import { signIn, startServer, type ServerProcess } from '../security/support/server-process';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';

/** One request on a connection of its own: Node's cluster hands each new connection to the next worker in turn. */
function onNewConnection(baseUrl: string, method: string, url: string, body?: unknown, authorization?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${baseUrl}${url}`,
      { method, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(authorization ? { authorization } : {}) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The worker processes of the server: its primary's children that run Node (tsx's esbuild is a child too). */
const workerPids = (server: ServerProcess) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([pid]) => Number(pid));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!serverUrl || !redisUrl)('npm start with WEB_CONCURRENCY=2 on PostgreSQL and Redis (issue 23 item 3)', () => {
  const name = testDatabaseName(inject('testRunId'), 'workers');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'taxi-workers-'));
  let server: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
    server = await startServer(dataDir, withDatabase(serverUrl, name), { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: testRedisPrefix(), WEB_CONCURRENCY: '2' });
    database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 1 });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (server && server.child.exitCode === null) await server.kill();
    await dropDatabase(serverUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('two worker processes serve the one port', () => {
    expect(workerPids(server)).toHaveLength(2);
  });

  it("the sign-in throttle counts a username's failures whichever process answers", async () => {
    const driver = await approvedDriver(database, await createTripType(database));
    const attempt = (password: string) => onNewConnection(server.baseUrl, 'POST', '/api/auth/Login', { username: driver.email, password });
    // on fresh connections the failures alternate between the workers: a count per process would stop at half
    for (let index = 0; index < LOGIN_LIMITS.failuresPerUsername; index += 1) expect((await attempt('Wrong-password-1')).status).toBe(401);
    for (let index = 0; index < 2; index += 1) {
      const refused = await attempt(TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ message: TOO_MANY_SIGN_INS });
    }
  });

  it('every position a driver reports, to either process, reaches an admin whose stream is on one of them', async () => {
    const driver = await approvedDriver(database, await createTripType(database));
    const token = `Bearer ${JSON.parse((await onNewConnection(server.baseUrl, 'POST', '/api/auth/Login', { username: driver.email, password: TEST_PASSWORD })).body).token}`;
    const adminToken = (await signIn(server.baseUrl)).replace('Bearer ', '');
    const stream = await openStream(server.baseUrl, adminToken);
    try {
      expect((await onNewConnection(server.baseUrl, 'POST', '/api/driver/presence', { online: true }, token)).status).toBe(200);
      const sent: number[] = [];
      for (let index = 1; index <= 6; index += 1) {
        const latitude = (3_510_000 + index * 100) / 100_000;
        const answer = await onNewConnection(server.baseUrl, 'POST', '/api/driver/position', { latitude, longitude: 33.3, heading: 90, speedKmh: 30 }, token);
        expect(answer.status, answer.body).toBe(200);
        sent.push(latitude);
        // a flush carries a driver's latest position only: one report per flush
        await new Promise((resolve) => setTimeout(resolve, LIVE_FLUSH_MS + 100));
      }
      const seen = () => new Set(stream.batches.flatMap((batch) => batch.positions.map(decodeLivePosition)).filter((position) => position.driverId === driver.id).map((position) => position.latitude));
      await until(() => sent.every((latitude) => seen().has(latitude)), 10_000);
    } finally {
      stream.socket.close();
    }
  }, 60_000);

  it('a process that dies is replaced by a new one, and both answer', async () => {
    const [victim, survivor] = workerPids(server);
    process.kill(victim!, 'SIGKILL');
    await until(() => {
      const pids = workerPids(server);
      return pids.length === 2 && pids.includes(survivor!) && !pids.includes(victim!);
    });
    // the replacement listens once it has connected to the database and Redis
    await until(async () => (await onNewConnection(server.baseUrl, 'GET', '/api/health').catch(() => ({ status: 0 }))).status === 200);
    for (let index = 0; index < 4; index += 1) expect((await onNewConnection(server.baseUrl, 'GET', '/api/health')).status).toBe(200);
  }, 60_000);

  it('SIGTERM to the primary ends every process cleanly', async () => {
    const pids = workerPids(server);
    expect(await server.stop()).toBe(0);
    await until(() => pids.every((pid) => !alive(pid)), 10_000);
  }, 30_000);
});
