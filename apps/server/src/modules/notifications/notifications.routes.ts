import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, Notification, NotificationIdParams, NotificationsQuery, UnreadCount } from '@taxi/contract';
import { notFound } from '../../lib/http-errors';
import { principalOf } from '../../plugins/access-guard';
import { pageOffset, sendPage } from '../../plugins/pagination';
import { toNotification } from './notifications.mappers';
import { listNotifications, markAllRead, markRead, type Reader, unreadCount } from './notifications.repository';

const tags = ['notifications'];

const readerOf = (request: FastifyRequest): Reader => {
  const principal = principalOf(request);
  return { userId: principal.id, roles: principal.roles };
};

/**
 * The signed-in staff member's notifications (issue 25, docs/notifications.md): those made for
 * their role, with their own read state. Every staff role may read its own (notifications.read);
 * marking read changes only the member's own state.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get('/notifications/GetNotifications', {
    config: { permission: 'notifications.read' },
    schema: {
      operationId: 'GetNotifications',
      tags,
      summary: "One page of the signed-in member's notifications, newest first (Pagination header)",
      description: 'Those made for the roles of the signed-in staff member. Optional filters: kind (one of the notification kinds), state (read or unread).',
      querystring: NotificationsQuery,
      response: { 200: z.array(Notification), 400: ApiError },
    },
    handler: async (request, reply) => {
      const { kind, state } = request.query;
      const page = await listNotifications(db, readerOf(request), { kind, state }, { limit: request.query.pageSize, offset: pageOffset(request.query) });
      return sendPage(reply, request.query, { rows: page.rows.map(toNotification), totalItems: page.totalItems, totalIsExact: page.totalIsExact });
    },
  });

  api.get('/notifications/GetUnreadCount', {
    config: { permission: 'notifications.read' },
    schema: { operationId: 'GetUnreadNotificationsCount', tags, summary: "How many of the signed-in member's notifications are unread (the bell; counted up to 100)", description: 'The notifications for any of the member’s roles that the member has not marked read; the count stops at 100 (the bell shows 99+).', response: { 200: UnreadCount } },
    handler: async (request) => ({ unread: await unreadCount(db, readerOf(request)) }),
  });

  api.patch('/notifications/MarkNotificationRead/:id', {
    config: { permission: 'notifications.read' },
    schema: {
      operationId: 'MarkNotificationRead',
      tags,
      summary: 'Marks one notification read for the signed-in member; answers the unread count',
      description: '404 when the notification does not exist or is not for the member’s role. Marking a read one again changes nothing.',
      params: NotificationIdParams,
      response: { 200: UnreadCount, 400: ApiError, 404: ApiError },
    },
    handler: async (request) => {
      const reader = readerOf(request);
      if (!(await markRead(db, reader, request.params.id))) throw notFound('Notification');
      return { unread: await unreadCount(db, reader) };
    },
  });

  api.patch('/notifications/MarkAllNotificationsRead', {
    config: { permission: 'notifications.read' },
    schema: { operationId: 'MarkAllNotificationsRead', tags, summary: 'Marks every notification made so far read for the signed-in member; answers the unread count', description: 'Every notification for the member’s roles made up to now becomes read for this member alone (other members keep theirs); notifications made later stay unread.', response: { 200: UnreadCount } },
    handler: async (request) => {
      const reader = readerOf(request);
      await markAllRead(db, reader);
      return { unread: await unreadCount(db, reader) };
    },
  });
}
