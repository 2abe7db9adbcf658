import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SessionUser } from '@taxi/contract';
import { notFound } from '../../lib/http-errors';
import { principalOf } from '../../plugins/access-guard';
import { toSessionUser } from '../auth/auth.service';

export async function driverProfileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/driver/profile', {
    schema: { tags: ['driver'], operationId: 'GetDriverProfile', summary: 'The signed-in driver', description: 'The signed-in driver as the driver app shows them.', response: { 200: SessionUser } },
    handler: async (request) => {
      const user = await app.deps.db.selectFrom('users').selectAll().where('id', '=', principalOf(request).id).executeTakeFirst();
      if (!user) throw notFound('Driver');
      return toSessionUser(user);
    },
  });
}
