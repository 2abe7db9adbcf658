import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts as SPEC.md §9: top-right, 300 ms transition, at most 5 at once (lib/notify.ts sets the timing). */
export default function Toasts() {
  return <Notifications position="top-right" transitionDuration={300} autoClose={false} limit={5} zIndex={1000} />;
}
