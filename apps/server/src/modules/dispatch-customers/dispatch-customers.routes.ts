import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, CreateDispatchCustomerBody, DispatchCustomer, DispatchCustomerList, DispatchCustomersQuery } from '@taxi/contract';
import { actorOf } from '../../plugins/access-guard';
import * as customers from './dispatch-customers.service';

const tags = ['dispatch'];

/** The booking panel's caller: find a customer or add one on the spot (issue 26, docs/dispatch.md "Customers"). */
export async function dispatchCustomersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get('/dispatch/customers', {
    config: { permission: 'dispatch.read' },
    schema: {
      tags, operationId: 'SearchDispatchCustomers', summary: 'Customers matching a name or a phone number',
      description: 'Up to 10 customers (not deleted) whose name, surname, phone number (also its digits alone), e-mail or pretty id contains `q` (1–100 characters), ignoring case; a phone number typed whole first, then names starting with `q`, then by surname.',
      querystring: DispatchCustomersQuery, response: { 200: DispatchCustomerList, 400: ApiError },
    },
    handler: async (request) => ({ customers: await customers.searchCustomers(db, request.query.q) }),
  });

  api.post('/dispatch/customers', {
    config: { permission: 'dispatch.write' },
    schema: {
      tags, operationId: 'CreateDispatchCustomer', summary: 'Adds a caller as a customer',
      description: 'A new customer with a name, a surname and a phone number (7–15 digits; spaces normalised), without an e-mail or a password of their own. 409 `customer.duplicate_phone` (with `params.customerId`) when a customer already has the number (its last 10 digits). Audited.',
      body: CreateDispatchCustomerBody, response: { 201: DispatchCustomer, 400: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await customers.createCustomer(db, request.body, actorOf(request))),
  });
}
