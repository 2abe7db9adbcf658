import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, BankTransfer, BankTransfersQuery, BankTransfersViewModel, BankTransfersViewModelQuery, IdParams, UpdateBankTransferStatusBody } from '@taxi/contract';
import { actorOf } from '../../plugins/access-guard';
import { sendList } from '../../plugins/list-answer';
import { transferCsvColumns } from './bank-transfers.csv';
import { toBankTransfer } from './bank-transfers.mappers';
import { listTransfers, listTransfersAfter, type TransferRow } from './bank-transfers.repository';
import * as transfers from './bank-transfers.service';

const tags = ['bank transfers'];

/** SPEC.md §7 Bank transfers (docs/money.md). */
export async function bankTransfersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const timeZone = config.operatorTimeZone;

  api.get('/bankTransfers/GetBankTransfers', {
    config: { permission: 'transfers.read', exportPermission: 'transfers.export' },
    schema: {
      operationId: 'GetBankTransfers',
      tags,
      summary: 'One page of payouts, newest first (Pagination header); format=csv exports them all',
      description:
        'Payouts (bank transfers) with their user block and the user’s current balance, newest first, filtered by userId, status (0–3) and ' +
        'dateFrom–dateTo: whole days YYYY-MM-DD on the operator’s clock (OPERATOR_TIME_ZONE), both inclusive; an end before the start is a 400. ' +
        'format=csv streams every matching payout.',
      querystring: BankTransfersQuery,
      response: { 200: z.array(BankTransfer), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      return sendList(request, reply, query, {
        csv: { fileName: 'bank-transfers', columns: transferCsvColumns, fetchBatch: (after: (TransferRow & { keyset: string }) | undefined, limit) => listTransfersAfter(db, query, timeZone, after, limit) },
        page: (range) => listTransfers(db, query, timeZone, range),
        toItem: toBankTransfer,
      });
    },
  });

  api.get('/bankTransfers/GetBankTransfer/:id', {
    config: { permission: 'transfers.read' },
    schema: {
      operationId: 'GetBankTransfer',
      tags,
      summary: 'One payout with its user block (including the user’s id)',
      description: 'One payout by id with the user block (id, photo, name, e-mail, address, phone) and the user’s current balance; 404 when there is none.',
      params: IdParams,
      response: { 200: BankTransfer, 400: ApiError, 404: ApiError },
    },
    handler: (request) => transfers.getTransfer(db, request.params.id),
  });

  api.patch('/bankTransfers/UpdateBankTransferStatus/:id', {
    config: { permission: 'transfers.decide' },
    schema: {
      operationId: 'UpdateBankTransferStatus',
      tags,
      summary: 'Moves a payout: 0→1, 1→3 (reason required), 0 or 1→2 (debits the balance once)',
      description:
        'Allowed: Pending (0) → In Progress (1); In Progress → Rejected (3) with a reason (400 "Please provide a reason for rejection"); ' +
        'Pending or In Progress → Completed (2), which debits the driver’s balance by the amount through one ledger row in the same transaction ' +
        '(409 when the balance no longer covers it). Completed and Rejected are final. Any other change is 409 and changes nothing; ' +
        'of two admins acting at once one wins and the other gets 409. Audited with the admin. Above the four-eyes threshold of App Settings, ' +
        'status 2 is an approval (ApproveBankTransfer): the first is recorded and the payout stays as it is; the second, by another staff member, completes it.',
      params: IdParams,
      body: UpdateBankTransferStatusBody,
      response: { 200: BankTransfer, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: (request) => transfers.updateTransferStatus(db, request.params.id, request.body, actorOf(request)),
  });

  api.post('/bankTransfers/ApproveBankTransfer/:id', {
    config: { permission: 'transfers.approve' },
    schema: {
      operationId: 'ApproveBankTransfer',
      tags,
      summary: 'Approves completing a payout (four-eyes above the App Settings threshold)',
      description:
        'At or below App Settings’ payoutSecondApprovalThreshold (or with it 0), the approval completes the payout: the driver’s balance is ' +
        'debited once, as UpdateBankTransferStatus to 2 does. Above it, the first approval is recorded (approval.firstApproval) and the status ' +
        'stays; the second, by a different staff member, completes it (409 "You gave this payout’s first approval…" for the same one). ' +
        'Pending or In Progress only (409 otherwise). Of two approvals at once one wins; exactly one debit. Both approvals are audited.',
      params: IdParams,
      response: { 200: BankTransfer, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: (request) => transfers.approveTransfer(db, request.params.id, actorOf(request)),
  });

  api.get('/bankTransfers/GetBankTransfersViewModel/', {
    config: { permission: 'transfers.read' },
    schema: {
      operationId: 'GetBankTransfersViewModel',
      tags,
      summary: 'The transfers overview: every summary figure and page 1 (10 rows)',
      description:
        'Every summary figure of SPEC.md §3 computed by the database in one statement, with page 1 (10 rows, newest first) and its pagination; ' +
        'with userId, both cover that user’s payouts only. Percentages are shares of the number of transfers, 0–100, rounded half away from zero ' +
        'to two decimals; rejectedToCompletedRatio is rejected ÷ completed rounded to four decimals (0 when none completed). Amounts in kuruş.',
      querystring: BankTransfersViewModelQuery,
      response: { 200: BankTransfersViewModel, 400: ApiError },
    },
    handler: (request) => transfers.getViewModel(db, timeZone, request.query.userId),
  });
}
