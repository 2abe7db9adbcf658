import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS } from './notify';

const shown = () => notificationsStore.getState().notifications.map((item) => item.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  vi.useRealTimers();
});

describe('notify (SPEC.md §9 toasts)', () => {
  it('closes after 5000 ms', () => {
    notify.success('Saved');
    expect(shown()).toEqual(['Saved']);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(shown()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('stays while hovered and closes 1000 ms after the pointer leaves', () => {
    notify.error('Failed');
    const data = notificationsStore.getState().notifications[0];
    data?.onMouseEnter?.({} as never);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2);
    expect(shown()).toEqual(['Failed']);
    data?.onMouseLeave?.({} as never);
    vi.advanceTimersByTime(TOAST_EXTENDED_TIMEOUT_MS - 1);
    expect(shown()).toEqual(['Failed']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });
});
