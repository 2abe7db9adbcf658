import { HomePage } from '@/features/auth/components/home-page';

/** /home (signed in without the Admin role): a lazy module, not part of the sign-in page's load. */
export function Component() {
  return <HomePage />;
}
