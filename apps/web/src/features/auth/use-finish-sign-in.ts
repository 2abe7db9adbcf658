import type { LoginResponse } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFullName } from '@/lib/format-name';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session';
import { storage, storageKeys } from '@/lib/storage';

/** What the password step hands to the last step of a sign-in: whether to remember the username. */
export interface SignInIntent {
  username: string;
  remember: boolean;
}

/**
 * The end of every sign-in, with or without a second step: keep the session, greet, remember the
 * username (never the password) if asked, and go to the root path (SPEC.md §2.3).
 */
export function useFinishSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return async ({ token, user }: LoginResponse, intent: SignInIntent) => {
    session.signIn(token, user);
    notify.success(t('welcome', { name: formatFullName(user) }));
    if (intent.remember) storage.set(storageKeys.rememberedUsername, intent.username);
    else storage.remove(storageKeys.rememberedUsername);
    await navigate(paths.root.getHref(), { replace: true });
  };
}
