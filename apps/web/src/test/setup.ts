import '@testing-library/jest-dom/vitest';
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, loadShellTexts } from '@/lib/i18n';
import { session } from '@/lib/session';

// STACK.md gotcha 9: what Mantine needs from a browser that jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

await initI18n('en');
// every screen's texts, as the shell loads them
await loadShellTexts();
await session.loadSchema();

// The test files share one module graph (isolate: false in vitest.config.ts, ten times faster):
// what a test leaves in the app's module-level state is cleared here, not by a fresh import.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  session.reset();
  cleanNotifications();
  cleanNotificationsQueue();
});
