import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

const TITLES: Record<string, string> = { Customer: 'menu.customers', Driver: 'menu.drivers', Admin: 'menu.admins' };

/** Placeholder until the users list lands; replace this module (keep the `Component` export). */
export function Component() {
  const { role = '' } = useParams();
  return <PlaceholderPage titleKey={TITLES[role] ?? 'menu.users'} />;
}
