import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, BankTransfer, PayoutRequestBody } from '@taxi/contract';
import { actorOf, principalOf } from '../../plugins/access-guard';
import { requestPayout } from './bank-transfers.service';

/** The driver's side of payouts (docs/money.md). */
export async function driverPayoutsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/driver/payouts', {
    schema: {
      operationId: 'RequestPayout',
      tags: ['driver'],
      summary: 'The signed-in driver asks to be paid part of their balance',
      description:
        'Creates a Pending payout of `amount` kuruş (a whole number ≥ 1) with an optional description. The amount must not exceed the ' +
        'driver’s balance less their open (Pending, In Progress) payouts, checked under a lock on the driver, so two requests at once can ' +
        'never together exceed it (400 naming `amount`). Answers 201 with the payout. Audited with the driver.',
      body: PayoutRequestBody,
      response: { 201: BankTransfer, 400: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await requestPayout(app.deps.db, principalOf(request).id, request.body, actorOf(request))),
  });
}
