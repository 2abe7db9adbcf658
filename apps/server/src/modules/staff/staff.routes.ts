import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ChangeStaffRoleBody, CreateStaffMemberBody, IdParams, StaffMember, StaffPasswordAnswer, StaffQuery } from '@taxi/contract';
import type { UserRow } from '../../db/schema';
import { actorOf } from '../../plugins/access-guard';
import { sendList } from '../../plugins/list-answer';
import { staffCsvColumns } from './staff.csv';
import { toStaffMember } from './staff.mappers';
import { listStaff, listStaffAfter } from './staff.repository';
import { staffRowOf } from './staff.rules';
import * as staff from './staff.service';

const tags = ['staff'];
/** Every staff route: the Admin's alone (issue 24). */
const config = { permission: 'staff.manage' } as const;
const SESSIONS_END = 'Their tokens stop working and their live sockets close at once, on every instance.';

/** The staff screen's API (issue 24 item 2, docs/staff.md). */
export async function staffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  /** After a change that ended the user's sessions: their open live sockets close now, on every instance. */
  const closeSockets = (userId: number) => app.deps.liveAccess.changed(userId);

  api.get('/staff/GetStaff', {
    config: { ...config, exportPermission: 'staff.manage' },
    schema: {
      operationId: 'GetStaff',
      tags,
      summary: 'One page of staff members (Pagination header); format=csv exports them all',
      description:
        'Every staff member (Admin, Finance, Support, Dispatcher, Viewer; deleted ones left out) by surname, first name and id, one page at a time with the Pagination header; ' +
        '`role` keeps one role, `status` `active`, `deactivated` or `all` (default), `search` a part of the name, e-mail or phone number (ignoring case) or the pretty id. format=csv streams every match.',
      querystring: StaffQuery,
      response: { 200: z.array(StaffMember), 400: ApiError },
    },
    handler: async (request, reply) => {
      const { role, status, search } = request.query;
      const filter = { role, status, search };
      return sendList(request, reply, request.query, {
        csv: {
          fileName: 'staff',
          columns: staffCsvColumns,
          fetchBatch: (after: (UserRow & { keyset: string[] }) | undefined, limit) => listStaffAfter(db, filter, after, limit),
        },
        page: (range) => listStaff(db, filter, range),
        toItem: (row) => toStaffMember(staffRowOf(row)),
      });
    },
  });

  api.post('/staff/CreateStaffMember', {
    config,
    schema: {
      operationId: 'CreateStaffMember',
      tags,
      summary: 'Creates a staff member with a role; answers their temporary password once',
      description:
        'Creates a staff member with the role given and a generated temporary password (16 characters), which this answer alone carries (`Cache-Control: no-store`); it is stored hashed. ' +
        '409 when the e-mail address is taken. Audited (without the password).',
      body: CreateStaffMemberBody,
      response: { 201: StaffPasswordAnswer, 400: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const created = await staff.createStaffMember(db, request.body, actorOf(request));
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  });

  api.patch('/staff/ChangeStaffRole/:id', {
    config,
    schema: {
      operationId: 'ChangeStaffRole',
      tags,
      summary: "Changes a staff member's role; their sessions end at once",
      description:
        `${SESSIONS_END} 409 \`staff.already_in_role\` for the role they have, \`staff.last_admin\` when they are the last active Admin and the new role is another, ` +
        '`staff.not_staff` for a customer or a driver; 404 for an unknown or deleted user. Audited (role before → after).',
      params: IdParams,
      body: ChangeStaffRoleBody,
      response: { 200: StaffMember, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request) => {
      const member = await staff.changeStaffRole(db, request.params.id, request.body.role, actorOf(request));
      await closeSockets(member.id);
      return member;
    },
  });

  api.post('/staff/DeactivateStaffMember/:id', {
    config,
    schema: {
      operationId: 'DeactivateStaffMember',
      tags,
      summary: 'Deactivates a staff member: no sign-in until reactivated; their sessions end at once',
      description:
        `${SESSIONS_END} 409 \`staff.cannot_deactivate_self\` for your own account, \`staff.last_admin\` for the last active Admin, \`staff.already_deactivated\`, ` +
        '`staff.not_staff`; 404 for an unknown or deleted user. Audited.',
      params: IdParams,
      response: { 200: StaffMember, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request) => {
      const member = await staff.deactivateStaffMember(db, request.params.id, actorOf(request));
      await closeSockets(member.id);
      return member;
    },
  });

  api.post('/staff/ReactivateStaffMember/:id', {
    config,
    schema: {
      operationId: 'ReactivateStaffMember',
      tags,
      summary: 'Lets a deactivated staff member sign in again',
      description: 'They sign in with the password they had. 409 `staff.already_active`, `staff.not_staff`; 404 for an unknown or deleted user. Audited.',
      params: IdParams,
      response: { 200: StaffMember, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: (request) => staff.reactivateStaffMember(db, request.params.id, actorOf(request)),
  });

  api.post('/staff/ResetStaffPassword/:id', {
    config,
    schema: {
      operationId: 'ResetStaffPassword',
      tags,
      summary: "Replaces a staff member's password with a temporary one, answered once; their sessions end at once",
      description:
        `The new temporary password is in this answer alone (\`Cache-Control: no-store\`) and stored hashed; the old password stops working. ${SESSIONS_END} ` +
        '409 `staff.cannot_reset_self` for your own account, `staff.not_staff`; 404 for an unknown or deleted user. Audited (without the password).',
      params: IdParams,
      response: { 200: StaffPasswordAnswer, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const answer = await staff.resetStaffPassword(db, request.params.id, actorOf(request));
      await closeSockets(answer.member.id);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  });
}
