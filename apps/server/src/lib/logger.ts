import pino, { type DestinationStream, type Logger } from 'pino';

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

/** The server's logger: JSON lines at `level`, secrets replaced by `[Redacted]`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
