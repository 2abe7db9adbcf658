import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../../src/lib/logger';

/** Every line the server logs at `level` or above, kept in memory. */
export function memoryLog(level = 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, text: () => lines.join(''), logger: createLogger(level, stream) as unknown as FastifyBaseLogger };
}
