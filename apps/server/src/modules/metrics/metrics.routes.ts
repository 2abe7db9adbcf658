import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/http-errors';
import { bearerToken } from '../../plugins/access-guard';
import { sameToken } from '../../plugins/security';

export const METRICS_URL = '/metrics';

/**
 * `GET /metrics` in the Prometheus text format, for whoever holds METRICS_TOKEN (a bearer token,
 * compared in constant time; 401 otherwise); without METRICS_TOKEN there is no such route (404)
 * and nothing is recorded. Every answered request is timed by its route pattern (docs/operations.md).
 */
export function setupMetrics(app: FastifyInstance) {
  const { metrics, config } = app.deps;
  const token = config.metricsToken;
  if (!token) return;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_URL, { schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(bearerToken(request) ?? '', token)) throw unauthorized('The metrics token is missing or wrong', 'auth.token_invalid');
    return reply.header('Cache-Control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(await metrics.render());
  });
}
