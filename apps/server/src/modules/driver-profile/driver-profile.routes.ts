import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, SessionUser, UpdateIbanBody, UpdateIbanResponse } from '@taxi/contract';
import { notFound } from '../../lib/http-errors';
import { actorOf, principalOf } from '../../plugins/access-guard';
import { toSessionUser } from '../auth/auth.service';
import { updateIban } from '../users/user-iban.service';

export async function driverProfileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/driver/profile', {
    schema: { tags: ['driver'], operationId: 'GetDriverProfile', summary: 'The signed-in driver', description: 'The signed-in driver as the driver app shows them.', response: { 200: SessionUser } },
    handler: async (request) => {
      const user = await app.deps.db.selectFrom('users').selectAll().where('id', '=', principalOf(request).id).executeTakeFirst();
      if (!user) throw notFound('Driver');
      return toSessionUser(user);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().put('/driver/profile/iban', {
    schema: {
      tags: ['driver'],
      operationId: 'UpdateDriverIban',
      summary: 'The signed-in driver sets (or clears, with null) the IBAN their payouts are paid into',
      description: 'As UpdateUserIban: 400 naming `iban` when its country, length or ISO 13616 check digits are wrong. Audited with the driver.',
      body: UpdateIbanBody,
      response: { 200: UpdateIbanResponse, 400: ApiError },
    },
    handler: (request) => updateIban(app.deps.db, principalOf(request).id, request.body, actorOf(request)),
  });
}
