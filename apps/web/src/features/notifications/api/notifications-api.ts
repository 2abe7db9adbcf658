import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Notification, type NotificationKind, UnreadCount } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';

export const NOTIFICATIONS_PATH = '/api/notifications/GetNotifications';

/** What the notifications page asks for: the page and its filters (undefined = any). */
export interface NotificationListParams {
  pageNumber: number;
  pageSize: number;
  kind: NotificationKind | undefined;
  state: 'read' | 'unread' | undefined;
}

/** Query keys of the notifications: the stream makes them all stale when new ones are made. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.all, 'list', params] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

export async function getNotifications(params: NotificationListParams, signal?: AbortSignal): Promise<Page<Notification>> {
  const page = await api.getPage<unknown>(NOTIFICATIONS_PATH, { ...params }, signal);
  return { items: z.array(Notification).parse(page.items), pagination: page.pagination };
}

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({ queryKey: notificationKeys.list(params), queryFn: ({ signal }) => getNotifications(params, signal) });

/** The page on screen stays while the next one loads. */
export const useNotifications = (params: NotificationListParams) => useQuery({ ...notificationsQueryOptions(params), placeholderData: keepPreviousData });

/** The bell's figure (counted up to 100 by the server). */
export const useUnreadCount = () =>
  useQuery({ queryKey: notificationKeys.unread(), queryFn: async ({ signal }) => UnreadCount.parse(await api.get<unknown>('/api/notifications/GetUnreadCount', undefined, signal)).unread });

/** Mark one (`id`) or every notification (null) read; the count and the lists are read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      api.patch<unknown>(id === null ? '/api/notifications/MarkAllNotificationsRead' : `/api/notifications/MarkNotificationRead/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
