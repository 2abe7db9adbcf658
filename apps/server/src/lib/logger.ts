import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * What the log never holds, whatever a plugin or a handler logs (issue 7): credentials in headers,
 * cookies both ways, and passwords or tokens in any logged body. Checked by test/security/logs.test.ts.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.token',
  '*.password',
  '*.token',
  'password',
  'token',
];

/**
 * The server's logger at `level`, secrets replaced by `[Redacted]`: readable coloured lines when
 * a person reads it (`pretty`, by default when stdout is a terminal), JSON lines otherwise (a
 * pipe, a file, a log collector). pino-pretty formats in this thread: no worker to load.
 */
export function createLogger(level: string, destination?: DestinationStream, { pretty: readable = destination === undefined && process.stdout.isTTY === true } = {}): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } };
  const target = readable
    ? pretty({ destination: destination ?? 1, colorize: destination === undefined, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true })
    : destination;
  return target ? pino(options, target) : pino(options);
}
