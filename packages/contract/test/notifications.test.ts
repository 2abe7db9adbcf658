import { describe, expect, it } from 'vitest';
import {
  EXPIRY_WARNING_DAYS, LiveNotifications, NOTIFICATION_KINDS, NOTIFICATION_TARGETS, Notification, NotificationIdParams, NotificationParams,
  NotificationTarget, NotificationsQuery, UNREAD_CAP, UnreadCount,
} from '../src/notifications';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const notification = {
  id: 5, kind: 'documentExpiring', target: { kind: 'user', id: 7 }, params: { name: 'Ayşe Yılmaz', day: '2026-12-01', amount: 1500, plate: null },
  createdAt: '2026-11-28T06:00:00.000Z', read: false,
};

describe('notifications', () => {
  it('a notification: a known kind, what it is about, the values of its text, whether it was read', () => {
    expectShape(Notification, notification);
    expect(NOTIFICATION_KINDS).toContain('dispatchNoDriver');
    for (const kind of NOTIFICATION_KINDS) expect(accepts(Notification, { ...notification, kind }), kind).toBe(true);
    expect(accepts(Notification, { ...notification, kind: 'somethingElse' })).toBe(false);
  });

  it('targets the screens that handle it', () => {
    expect(NOTIFICATION_TARGETS).toEqual(['user', 'vehicle', 'bankTransfer', 'bankFile', 'booking']);
    for (const kind of NOTIFICATION_TARGETS) expect(parsed(NotificationTarget, { kind, id: 1, extra: true })).toEqual({ kind, id: 1 });
    for (const bad of [{ kind: 'trip', id: 1 }, { kind: 'user' }, { kind: 'user', id: 1.5 }, { id: 1 }]) expect(accepts(NotificationTarget, bad), JSON.stringify(bad)).toBe(false);
  });

  it('fills texts with strings, numbers or null only', () => {
    expect(parsed(NotificationParams, { a: 'x', b: 2, c: null })).toEqual({ a: 'x', b: 2, c: null });
    expect(accepts(NotificationParams, { a: true })).toBe(false);
    expect(accepts(NotificationParams, { a: { nested: 1 } })).toBe(false);
  });

  it('query: pages, an optional kind and read state (empty means none)', () => {
    const query = parsed(NotificationsQuery, { kind: 'payoutRequested', state: 'unread' });
    expect(query).toMatchObject({ kind: 'payoutRequested', state: 'unread', pageNumber: 1 });
    const blank = parsed(NotificationsQuery, { kind: '', state: '' });
    expect(blank.kind).toBeUndefined();
    expect(blank.state).toBeUndefined();
    expect(parsed(NotificationsQuery, { state: 'read' }).state).toBe('read');
    expect(issuesOf(NotificationsQuery, { state: 'all' })).toEqual(['state: must be read or unread']);
    expect(accepts(NotificationsQuery, { kind: 'nope' })).toBe(false);
  });

  it('the bell: an unread count of 0 or more, capped for display at 100', () => {
    expect(UNREAD_CAP).toBe(100);
    expectShape(UnreadCount, { unread: 0 });
    expect(parsed(UnreadCount, { unread: 250 })).toEqual({ unread: 250 });
    expect(accepts(UnreadCount, { unread: -1 })).toBe(false);
    expect(accepts(UnreadCount, { unread: 1.5 })).toBe(false);
  });

  it('ids in a path, the live frame and the expiry window', () => {
    expect(parsed(NotificationIdParams, { id: '5' })).toEqual({ id: 5 });
    expect(accepts(NotificationIdParams, { id: '0x5' })).toBe(false);
    expectShape(LiveNotifications, { type: 'notifications', ids: [1, 2] });
    expect(accepts(LiveNotifications, { type: 'booking', ids: [] })).toBe(false);
    expect(accepts(LiveNotifications, { type: 'notifications', ids: [1.5] })).toBe(false);
    expect(EXPIRY_WARNING_DAYS).toBe(30);
  });
});
