import { AccountSecurityPage } from '@/features/account-security/components/account-security-page';

/** /account/security: the signed-in staff member's two-factor sign-in (any staff role: account.security). */
export function Component() {
  return <AccountSecurityPage />;
}
