import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, PaymentRow, PaymentsQuery } from '@taxi/contract';
import { sendList } from '../../plugins/list-answer';
import { paymentCsvColumns } from './payments.csv';
import { toPaymentRow } from './payments.mappers';
import { listPayments, listPaymentsAfter, type PaymentListRow } from './payments.repository';

const tags = ['payments'];

/** SPEC.md §7 Payments (docs/money.md). */
export async function paymentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const timeZone = config.operatorTimeZone;

  api.get('/Payments/GetPayments', {
    config: { permission: 'payments.read', exportPermission: 'payments.export' },
    schema: {
      operationId: 'GetPayments',
      tags,
      summary: 'One page of payments, newest first (Pagination header); format=csv exports them all',
      description:
        'Customer payments, newest first, with the paying user. Optional filters, combinable, each read without regard to case: ' +
        'status (succeeded, completed, refounded, cancelled), paymentMethod (Cash, Card), paymentDate (one whole day YYYY-MM-DD on the ' +
        'operator’s clock, OPERATOR_TIME_ZONE) and userId. format=csv streams every matching payment.',
      querystring: PaymentsQuery,
      response: { 200: z.array(PaymentRow), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      return sendList(request, reply, query, {
        csv: { fileName: 'payments', columns: paymentCsvColumns, fetchBatch: (after: (PaymentListRow & { keyset: string }) | undefined, limit) => listPaymentsAfter(db, query, timeZone, after, limit) },
        page: (range) => listPayments(db, query, timeZone, range),
        toItem: toPaymentRow,
      });
    },
  });
}
