import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CreateUserBody, parseSort, CreateUserResponse, IdParams, UpdateIbanBody, UpdateIbanResponse, UpdateVerificationBody, UserDetails, UserListItem, UsersQuery, VerificationResult } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { arrivalOf } from '../../lib/request-arrival';
import { actorOf } from '../../plugins/access-guard';
import { expiryBounds } from '../expiry/expiry-filter';
import { sendList } from '../../plugins/list-answer';
import { userOwner } from '../verification/verification-owner';
import { updateVerification } from '../verification/verification.service';
import { deleteUser } from './user-deletion.service';
import { updateIban } from './user-iban.service';
import { userCsvColumns } from './users.csv';
import { toUserListItem } from './users.mappers';
import { listUsers, listUsersAfter } from './users.repository';
import * as users from './users.service';

const tags = ['users'];

/** SPEC.md §7 Users (docs/users.md). */
export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, documentUrls, config } = app.deps;
  const sign = (url: string) => documentUrls.sign(url);

  api.get('/users/GetUsers', {
    config: { permission: 'users.read', exportPermission: 'users.export' },
    schema: {
      operationId: 'GetUsers',
      tags,
      summary: 'One page of users of a role (Pagination header); format=csv exports them all',
      description:
        'Users of one role (deleted ones left out), newest first, one page at a time with the Pagination header; format=csv streams them all. ' +
        'Beyond SPEC, `search` keeps those whose name, e-mail or phone contains it (ignoring case), whose phone digits contain its digits, ' +
        'or whose pretty id it names (DRV-000042, drv-42, 42); `verificationStatus` (0 Pending, 1 Approved, 2 Rejected) keeps one status; ' +
        '`expiry` keeps those whose approval or an approved document ends within 30 days on the operator’s clock (`expiring`) or has ended (`expired`); ' +
        '`sort` orders by `name` (surname, first name), `created` or `status` (verification, then registration), ascending, or descending with a leading minus ' +
        '(default `-created`). The CSV export applies them too.',
      querystring: UsersQuery,
      response: { 200: z.array(UserListItem), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const filter = { role: query.Role, search: query.search, verificationStatus: query.verificationStatus, expiry: expiryBounds(query.expiry, config.operatorTimeZone), sort: parseSort(query.sort, '-created') };
      return sendList(request, reply, query, {
        csv: {
          fileName: `users-${query.Role.toLowerCase()}`,
          columns: userCsvColumns,
          fetchBatch: (after: (UserRow & { keyset: string[] }) | undefined, limit) => listUsersAfter(db, filter, after, limit),
        },
        page: (range) => listUsers(db, filter, range),
        toItem: toUserListItem,
      });
    },
  });

  api.get('/users/GetUserDeatils/:id', {
    config: { permission: 'users.read' },
    schema: {
      operationId: 'GetUserDeatils',
      tags,
      summary: 'One user with every field of SPEC.md §3 (the path keeps its historic spelling)',
      description:
        'Counts and totals come from the database in one statement. Document URLs are signed and expire after 10 minutes. ' +
        'A deleted or unknown user is 404.',
      params: IdParams,
      response: { 200: UserDetails, 400: ApiError, 404: ApiError },
    },
    handler: (request) => users.getUserDetails(db, request.params.id, sign),
  });

  api.patch('/users/UpdateUserVerificationStatus/:id', {
    config: { permission: 'users.verify' },
    schema: {
      operationId: 'UpdateUserVerificationStatus',
      tags,
      summary: 'Approves (1, until a future date), rejects (2, with a reason) or resets (0) a user',
      description:
        'Approving needs every document approved (409 otherwise) and an approved-until date in the future (400). ' +
        'Rejecting needs a reason (at most 500 characters). 409 when the user already has that status. Audited.',
      params: IdParams,
      body: UpdateVerificationBody,
      response: { 200: VerificationResult, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const result = await updateVerification(db, userOwner(request.params.id), request.body, actorOf(request), config.operatorTimeZone, new Date(), arrivalOf(reply));
      await app.deps.liveAccess.changed(request.params.id); // the driver's live sockets are checked again now
      return result;
    },
  });

  api.put('/users/UpdateUserIban/:id', {
    config: { permission: 'users.bankAccount' },
    schema: {
      operationId: 'UpdateUserIban',
      tags,
      summary: 'Sets (or clears, with null) a driver’s IBAN for payouts',
      description:
        'The IBAN may be typed with spaces and in any case; it is kept in electronic form. 400 naming `iban` when its country does not use IBANs, ' +
        'its length is not the country’s or its ISO 13616 mod-97 check digits are wrong. 409 for a user who is not a driver; 404 unknown or deleted. Audited.',
      params: IdParams,
      body: UpdateIbanBody,
      response: { 200: UpdateIbanResponse, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: (request) => updateIban(db, request.params.id, request.body, actorOf(request)),
  });

  api.post('/users/CreateUser', {
    config: { permission: 'staff.manage' },
    schema: {
      operationId: 'CreateUser',
      tags,
      summary: 'Creates an admin (the Admin role only)',
      description: 'The whole new-user form of SPEC.md §3. `role` and `roles` may be left out; when sent they must say `Admin` (400 naming `role`/`roles` otherwise: customers and drivers register themselves). 409 when the e-mail address is taken; 400 naming each missing or invalid field. Audited.',
      body: CreateUserBody,
      response: { 201: CreateUserResponse, 400: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await users.createAdmin(db, request.body, actorOf(request), sign)),
  });

  api.delete('/users/DeleteUser/:id', {
    config: { permission: 'users.delete' },
    schema: {
      operationId: 'DeleteUser',
      tags,
      summary: 'Deletes a user: personal data, documents and vehicles go; money records stay',
      description:
        'Answers 204. 409 for your own account, while the user has pending or in-progress payouts, or when the user was already deleted. ' +
        'The user can no longer sign in and their tokens stop working. Audited.',
      params: IdParams,
      response: { 204: z.null(), 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      await deleteUser(db, request.params.id, actorOf(request));
      await app.deps.liveAccess.changed(request.params.id); // the user's open live sockets close now
      return reply.status(204).send(null);
    },
  });
}
