import type { Notification, NotificationKind, NotificationTarget } from '@taxi/contract';
import type { NotificationRow } from './notifications.repository';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  target: { kind: row.target_kind as NotificationTarget['kind'], id: row.target_id },
  params: row.params,
  createdAt: row.created_at.toISOString(),
  read: row.read,
});
