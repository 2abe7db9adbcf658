import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';
import { toastPosition } from './toast-placement';

/**
 * Toasts as SPEC.md §9: top-right (bottom-right when top-right would cover what the message is
 * about: `avoid`, lib/toast-placement.ts), shown 5000 ms; hovering holds them and leaving gives them
 * 1000 ms more (toastr's extended time-out). The 300 ms transition is set on <Notifications>.
 */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;

type ToastOptions = Omit<NotificationData, 'message' | 'autoClose'> & {
  title?: string;
  /**
   * What the message is about (the changed status, the figure, the row): the toast is placed so it
   * does not cover them (lib/toast-placement.ts). Default: the focused control.
   */
  avoid?: readonly (Element | null | undefined)[];
};

function avoidNow(avoid: ToastOptions['avoid']): Element[] {
  const focused = document.activeElement && document.activeElement !== document.body ? [document.activeElement] : [];
  return avoid ? avoid.filter((element): element is Element => !!element) : focused;
}

let sequence = 0;

function show(message: string, { avoid, ...options }: ToastOptions & { color: string }): string {
  const id = options.id ?? `toast-${++sequence}`;
  let timer = 0;
  const closeAfter = (ms: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => notifications.hide(id), ms);
  };
  notifications.show({
    withBorder: true,
    // The × alone has no name (axe button-name).
    closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
    // Mantine greys the text under a title (gray 6 on white 3.3:1, dark 2 on dark 6 3.5:1): gray 7
    // (7.9:1) and dark 0 (8.6:1) read in both schemes, in every language (issue 22, item 7).
    styles: { description: { color: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-0))' } },
    position: toastPosition(avoidNow(avoid)),
    ...options,
    id,
    message,
    autoClose: false,
    onMouseEnter: () => window.clearTimeout(timer),
    onMouseLeave: () => closeAfter(TOAST_EXTENDED_TIMEOUT_MS),
    onClose: () => window.clearTimeout(timer),
  });
  closeAfter(TOAST_TIMEOUT_MS);
  return id;
}

export const notify = {
  success: (message: string, options: ToastOptions = {}) => show(message, { color: 'teal', ...options }),
  error: (message: string, options: ToastOptions = {}) => show(message, { color: 'red', ...options }),
  info: (message: string, options: ToastOptions = {}) => show(message, { color: 'blue', ...options }),
};
