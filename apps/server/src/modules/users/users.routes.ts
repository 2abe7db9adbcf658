import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, UserListItem, UsersQuery } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { keysetBatches, sendCsv, wantsCsv } from '../../plugins/csv-export';
import { pageOffset, sendPage } from '../../plugins/pagination';
import { userCsvColumns } from './users.csv';
import { toUserListItem } from './users.mappers';
import { listUsers, listUsersAfter } from './users.repository';

export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/users/GetUsers', {
    schema: {
      tags: ['users'],
      summary: 'One page of users of a role (Pagination header); format=csv exports them all',
      querystring: UsersQuery,
      response: { 200: z.array(UserListItem), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      if (wantsCsv(query)) {
        const rows = keysetBatches<UserRow & { keyset: string }>((after, limit) => listUsersAfter(app.deps.db, query.Role, after, limit));
        return sendCsv(request, reply, query, { fileName: `users-${query.Role.toLowerCase()}`, columns: userCsvColumns, rows });
      }
      const page = await listUsers(app.deps.db, query.Role, { limit: query.pageSize, offset: pageOffset(query) });
      return sendPage(reply, query, { rows: page.rows.map(toUserListItem), totalItems: page.totalItems });
    },
  });
}
