import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /notifications (issue 25): the signed-in member's notifications; not preloaded. Needs notifications.read. */
export function Component() {
  return <NotificationsPage />;
}
