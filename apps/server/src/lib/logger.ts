import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * What the log never holds, whatever a plugin or a handler logs (issue 7): credentials in headers,
 * cookies both ways, and passwords, tokens or second-factor codes, challenges, secrets and recovery
 * codes in any logged body. Checked by test/security/logs.test.ts.
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
  // The second factor (issue 24): codes, challenges, secrets and recovery codes in any logged body.
  'body.code',
  'body.challenge',
  '*.challenge',
  '*.secret',
  '*.otpauthUri',
  '*.qrCode',
  '*.recoveryCodes',
  'challenge',
  'secret',
  'recoveryCodes',
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

/** A request that took at least this long is logged at `info` even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's per-request log lines, one level down for the usual case (issue 14): Fastify writes
 * "incoming request" and "request completed" at `info` for every request, two JSON lines that cost
 * ~9 % of the server's CPU on a paged list. Here a request that succeeded (status < 400) within
 * SLOW_REQUEST_MS logs both lines at `debug`; a refused or failed one (status ≥ 400) or a slow one
 * logs "request completed" at `info` with its method, URL, status and time, and an error still at
 * `error`. At `debug` or `trace` the log is what Fastify writes by default.
 */
export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS) reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }
}
