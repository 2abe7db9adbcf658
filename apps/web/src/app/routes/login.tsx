import { LoginPage } from '@/features/auth/components/login-page';
import { LanguageSwitch } from '@/features/layout/components/language-switch';

export function Component() {
  return <LoginPage toolbar={<LanguageSwitch />} />;
}
