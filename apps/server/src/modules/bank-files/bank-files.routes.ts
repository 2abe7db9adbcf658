import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, BankFile, BankFileDownloadQuery, BankFilesQuery, CreateBankFileBody, CreateBankFileResponse, IdParams, ImportStatementBody, MAX_STATEMENT_BODY_BYTES, StatementImport } from '@taxi/contract';
import { actorOf } from '../../plugins/access-guard';
import { pageOffset, sendPage } from '../../plugins/pagination';
import { listBankFiles } from './bank-files.repository';
import * as bankFiles from './bank-files.service';
import { importStatement, toStatementImport } from './statement/reconciliation.service';
import { listImports } from './statement/statement-imports.repository';

const tags = ['bank files'];

/** Bank payout files and statement reconciliation (issue 25, docs/money.md). */
export async function bankFilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const timeZone = config.operatorTimeZone;

  api.post('/bankFiles/CreateBankFile', {
    config: { permission: 'transfers.bankFiles' },
    schema: {
      operationId: 'CreateBankFile',
      tags,
      summary: 'Makes a bank payout file of In Progress payouts (pain.001.001.09 and CSV)',
      description:
        'With transferIds, those payouts (each must be In Progress, in no other file, its driver with a valid IBAN and, above the four-eyes ' +
        'threshold, first approved by another staff member: 409 naming those that cannot); without, every In Progress payout that can ' +
        '(the others in `skipped`). 409 when the sender’s IBAN or BIC is missing in App Settings. Records which payouts went into the file ' +
        '(each into one only); the payouts stay In Progress until the statement. Above the threshold the creator gives the second approval. Audited.',
      body: CreateBankFileBody,
      response: { 201: CreateBankFileResponse, 400: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await bankFiles.createBankFile(db, request.body, actorOf(request), timeZone)),
  });

  api.get('/bankFiles/GetBankFiles', {
    config: { permission: 'transfers.read' },
    schema: {
      operationId: 'GetBankFiles',
      tags,
      summary: 'The bank payout files, newest first (Pagination header)',
      description: 'Each file with its message id, count, control sum (kuruş), how many of its payouts are open, completed and rejected, and its statement imports.',
      querystring: BankFilesQuery,
      response: { 200: z.array(BankFile), 400: ApiError },
    },
    handler: async (request, reply) => {
      const page = await listBankFiles(db, { limit: request.query.pageSize, offset: pageOffset(request.query) });
      return sendPage(reply, request.query, { rows: page.rows.map(bankFiles.toBankFile), totalItems: page.totalItems, totalIsExact: page.totalIsExact });
    },
  });

  api.get('/bankFiles/GetBankFile/:id', {
    config: { permission: 'transfers.read' },
    schema: { operationId: 'GetBankFile', tags, summary: 'One bank payout file', description: 'As a row of GetBankFiles; 404 unknown.', params: IdParams, response: { 200: BankFile, 400: ApiError, 404: ApiError } },
    handler: (request) => bankFiles.getBankFile(db, request.params.id),
  });

  api.get('/bankFiles/DownloadBankFile/:id', {
    config: { permission: 'transfers.bankFiles' },
    schema: {
      operationId: 'DownloadBankFile',
      tags,
      summary: 'The file for the bank: ISO 20022 pain.001.001.09 XML (format=pain001) or CSV (format=csv)',
      description:
        'Rebuilt from what was recorded when the file was made (the same bytes every time). Amounts in TRY with two decimals; one credit transfer ' +
        'per payout, EndToEndId PAYOUT-<id>; MsgId and PmtInfId the file’s message id; the debtor is App Settings’ sender as it was then.',
      params: IdParams,
      querystring: BankFileDownloadQuery,
      response: { 200: z.string(), 400: ApiError, 404: ApiError },
    },
    handler: async (request, reply) => {
      const file = await bankFiles.downloadBankFile(db, request.params.id, request.query.format, timeZone);
      return reply.header('Content-Type', file.type).header('Content-Disposition', `attachment; filename="${file.name}"`).header('Cache-Control', 'no-store').send(file.body);
    },
  });

  api.post('/bankFiles/ImportStatement/:id', {
    config: { permission: 'transfers.bankFiles' },
    bodyLimit: MAX_STATEMENT_BODY_BYTES,
    schema: {
      operationId: 'ImportStatement',
      tags,
      summary: 'Imports the bank’s statement (camt.053 XML or CSV) for a bank file: completes paid payouts, rejects returned ones',
      description:
        'Read whole first: malformed XML, a DOCTYPE or entity (DTD, billion laughs), a root other than a camt.053 Document, a CSV without its ' +
        'header or an amount that is not whole kuruş is 400 and changes nothing. Then in one transaction under the payouts’ locks: a booked ' +
        'payment matched by EndToEndId with the file’s exact amount completes its payout (one debit), a returned one rejects it with the bank’s ' +
        'reason; unmatched entries and amount mismatches change nothing and are reported. The same statement again answers the first import ' +
        '(repeated: true) and changes nothing. The report is kept with the import. Audited.',
      params: IdParams,
      body: ImportStatementBody,
      response: { 200: StatementImport, 400: ApiError, 404: ApiError, 409: ApiError, 413: ApiError },
    },
    handler: (request) => importStatement(db, request.params.id, request.body, actorOf(request)),
  });

  api.get('/bankFiles/GetStatementImports/:id', {
    config: { permission: 'transfers.read' },
    schema: {
      operationId: 'GetStatementImports',
      tags,
      summary: 'The statement imports of a bank file with their reports, newest first (at most 50)',
      description: 'Each import’s counts (completed, rejected, already settled, unmatched, mismatched) and its report.',
      params: IdParams,
      response: { 200: z.array(StatementImport), 400: ApiError, 404: ApiError },
    },
    handler: async (request) => {
      await bankFiles.getBankFile(db, request.params.id);
      return (await listImports(db, request.params.id)).map((row) => toStatementImport(row, false));
    },
  });
}
