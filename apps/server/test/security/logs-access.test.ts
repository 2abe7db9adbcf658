import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** The JSON lines a logger at `level` writes, parsed. */
function memoryLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(level, stream) as unknown as FastifyBaseLogger };
}

const urlOf = (line: Record<string, unknown>) => (line.req as { url?: string } | undefined)?.url;

/**
 * Issue 14: a successful request is not logged at `info` (two lines per request were ~9 % of the
 * server's CPU); a refused one is, with its method, URL and status; at `debug` every request is.
 */
describe('the access log by level', () => {
  const info = memoryLog('info');
  const debug = memoryLog('debug');
  let atInfo: TestApp;
  let atDebug: TestApp;

  beforeAll(async () => {
    atInfo = await buildTestApp({}, info.logger);
    atDebug = await buildTestApp({}, debug.logger);
    for (const t of [atInfo, atDebug]) {
      expect((await t.injectAs('admin', { method: 'GET', url: '/api/trips/GetTrips?PageNumber=1&PageSize=10' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/trips/GetTrips?PageNumber=2&PageSize=10' })).statusCode).toBe(401);
    }
  });
  afterAll(async () => {
    await atInfo.close();
    await atDebug.close();
  });

  it('at info: no line for the successful request, one "request completed" with method, URL and status for the refused one', () => {
    expect(info.lines.filter((line) => JSON.stringify(line).includes('PageNumber=1'))).toEqual([]);
    const refused = info.lines.filter((line) => line.msg === 'request completed');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/trips/GetTrips?PageNumber=2&PageSize=10' }, res: { statusCode: 401 } });
    expect(typeof refused[0]!.responseTime).toBe('number');
  });

  it('at debug: both requests, incoming and completed', () => {
    const incoming = debug.lines.filter((line) => line.msg === 'incoming request').map(urlOf);
    expect(incoming).toEqual(expect.arrayContaining(['/api/trips/GetTrips?PageNumber=1&PageSize=10', '/api/trips/GetTrips?PageNumber=2&PageSize=10']));
    const completed = debug.lines.filter((line) => line.msg === 'request completed').map((line) => (line.res as { statusCode: number }).statusCode);
    expect(completed).toEqual(expect.arrayContaining([200, 401]));
  });
});
