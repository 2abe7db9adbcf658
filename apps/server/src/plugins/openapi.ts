import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document generated from the contract's zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function setupOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Taxi back office API', version: '1.0.0', description: 'Money in kuruş (integers), dates in ISO 8601 UTC.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
