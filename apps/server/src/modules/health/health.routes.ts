import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@taxi/contract';

const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), redis: z.boolean() });

/** Readiness: answers 200 once the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: { tags: ['health'], security: [], operationId: 'GetHealth', summary: 'Readiness check', description: 'Answers 200 once the database (and Redis, when configured) answers; 503 otherwise. No token needed.', response: { 200: Health, 503: ApiError } },
    handler: async (_request, reply) => {
      const { database, redis } = app.deps;
      try {
        await sql`SELECT 1`.execute(database.db);
        if (redis) await redis.ping();
      } catch {
        return reply.status(503).send({ message: 'Not ready', code: 'not_ready' });
      }
      return { status: 'ok' as const, database: database.kind, redis: redis !== null };
    },
  });
}
