import { z } from 'zod';
import { IdParams, IsoDateTime, optionalQuery, PageQuery } from './common';

/**
 * The notifications of the back office (issue 25, docs/notifications.md): facts the job finds in the
 * data, each for the staff roles whose work it is. `kind` says which fact; the texts are the app's
 * (English and Turkish), filled from `params`.
 */
export const NOTIFICATION_KINDS = [
  'driverRegistered',
  'documentsPending',
  'documentExpiring',
  'documentExpired',
  'verificationExpiring',
  'verificationExpired',
  'payoutRequested',
  'payoutAwaitingSecondApproval',
  'statementMismatch',
  'dispatchNoDriver',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** What a notification is about, and so the screen where it is handled. */
export const NOTIFICATION_TARGETS = ['user', 'vehicle', 'bankTransfer', 'bankFile', 'booking'] as const;
export const NotificationTarget = z.object({ kind: z.enum(NOTIFICATION_TARGETS), id: z.number().int() });
export type NotificationTarget = z.infer<typeof NotificationTarget>;

/** The values a text is filled with (names, plates, dates YYYY-MM-DD on the operator's clock, amounts in kuruş). */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  target: NotificationTarget,
  params: NotificationParams,
  createdAt: IsoDateTime,
  /** Whether the signed-in staff member has read it. */
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications/GetNotifications`: newest first; optional kind and read-state filters. */
export const NotificationsQuery = PageQuery.extend({
  kind: optionalQuery(NotificationKind),
  state: optionalQuery(z.enum(['read', 'unread'], { error: 'must be read or unread' })),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

/** The bell's figure: how many of the signed-in member's notifications are unread (at most UNREAD_CAP: the bell shows "99+"). */
export const UNREAD_CAP = 100;
export const UnreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const NotificationIdParams = IdParams;

/**
 * What the admins' stream (`GET /api/live`) sends a socket when notifications for its role were
 * made: their ids. The app then reads its unread count and list again.
 */
export const LiveNotifications = z.object({ type: z.literal('notifications'), ids: z.array(z.number().int()) });
export type LiveNotifications = z.infer<typeof LiveNotifications>;

/** How many days ahead a document or a verification counts as expiring (the notifications and the lists' filter). */
export const EXPIRY_WARNING_DAYS = 30;
