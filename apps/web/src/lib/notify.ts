import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';

/**
 * Toasts as SPEC.md §9: top-right, shown 5000 ms; hovering holds them and leaving gives them
 * 1000 ms more (toastr's extended time-out). The 300 ms transition is set on <Notifications>.
 */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;

type ToastOptions = Omit<NotificationData, 'message' | 'autoClose'> & { title?: string };

let sequence = 0;

function show(message: string, options: ToastOptions & { color: string }): string {
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
