import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { AccessLogController } from './lib/logger';
import type { TrustProxy } from './lib/network-settings';
import { authRoutes } from './modules/auth/auth.routes';
import { backOfficeRoutes } from './modules/back-office.routes';
import { customerTripsRoutes } from './modules/driver-trips/customer-trips.routes';
import { driverRoutes } from './modules/driver.routes';
import { healthRoutes } from './modules/health/health.routes';
import { liveRoutes } from './modules/live/live.routes';
import { basemapFileRoutes } from './modules/map/basemap-file.routes';
import { mapRoutes } from './modules/map/map.routes';
import { mediaRoutes } from './media/media-routes';
import { setupMetrics } from './modules/metrics/metrics.routes';
import { requirePermission, requireRole } from './plugins/access-guard';
import { setupCompression } from './plugins/compression';
import { setupErrorHandling } from './plugins/error-handling';
import { setupOpenApi } from './plugins/openapi';
import { setupSecurity } from './plugins/security';
import { securityHeaders } from './plugins/security-headers';
import { setupWebApp } from './plugins/web-app';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A hop count as the function Fastify's types ask for (it trusts the `hops` nearest addresses). */
const fastifyTrustProxy = (setting: TrustProxy) => (typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting);

/** Builds the HTTP application around its dependencies; listening is the caller's business. */
export async function buildApp(deps: AppDeps, logger?: FastifyBaseLogger): Promise<FastifyInstance> {
  const headers = securityHeaders(deps.config);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Successful fast requests are logged at debug, refused, failed and slow ones at info (lib/logger.ts).
    logController: new AccessLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The client address is the socket's unless TRUST_PROXY names the proxies (docs/security.md).
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // A URL the router cannot decode (bad percent-encoding) answers in DESIGN.md §3's format too,
    // with the security headers (no onRequest hook runs for it).
    frameworkErrors: (error, _request, reply) => {
      for (const [name, value] of headers) void (reply as FastifyReply).header(name, value);
      const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply).code(400).send({ message: badUrl ? 'The request URL is malformed' : 'The request cannot be routed', code: 'bad_request' });
    },
  });
  app.decorate('deps', deps);
  app.decorateRequest('principal', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setupErrorHandling(app);
  await setupSecurity(app);
  setupMetrics(app);
  await setupCompression(app);
  await setupOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(async (staff) => {
        requirePermission(staff);
        await staff.register(backOfficeRoutes);
        await staff.register(mapRoutes);
      });
      await api.register(async (driver) => {
        requireRole(driver, 'Driver');
        await driver.register(driverRoutes);
      });
      await api.register(async (customer) => {
        requireRole(customer, 'Customer');
        await customer.register(customerTripsRoutes);
      });
      await api.register(liveRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { documentUrls: deps.documentUrls });
  await app.register(basemapFileRoutes);
  if (deps.config.webDist) await setupWebApp(app, deps.config.webDist);
  return app;
}
