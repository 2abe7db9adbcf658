import { PlaceholderPage } from '@/components/placeholder-page';

/** Placeholder until the real screen lands; replace this module (keep the `Component` export). */
export function Component() {
  return <PlaceholderPage titleKey="pages.userDetails" />;
}
