import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** Issue 8: `npm start` in a terminal prints lines a person reads; anything else gets JSON. */
describe('createLogger', () => {
  it('writes JSON lines unless asked for readable ones', () => {
    const out = capture();
    createLogger('info', out.stream).info({ address: 'http://localhost:3000' }, 'taxi back office ready');
    const line = JSON.parse(out.text()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'taxi back office ready', address: 'http://localhost:3000' });
  });

  it('writes readable lines (time, level, message, fields) when pretty, secrets still redacted', () => {
    const out = capture();
    createLogger('info', out.stream, { pretty: true }).info({ address: 'http://localhost:3000', password: 'Admin123!' }, 'taxi back office ready');
    const text = out.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: taxi back office ready\n/);
    expect(text).toContain('address: "http://localhost:3000"');
    expect(text).not.toContain('Admin123!');
  });
});
