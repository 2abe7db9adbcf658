import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/error-text';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { paths } from '@/lib/paths';
import { storage, storageKeys } from '@/lib/storage';
import { login } from '../api/login';
import { validateLogin, type LoginValues } from '../login-validation';
import { useFinishSignIn, type SignInIntent } from '../use-finish-sign-in';

/** A sign-in that needs a second step (issue 24): a code, or enrolment first. */
export interface SecondStep extends SignInIntent {
  kind: 'code' | 'setup';
  challenge: string;
}

/**
 * Sign-in of SPEC.md §2.3/§4/§5: errors show only after a submit attempt, loading while the
 * call runs, the server's message in a danger alert on failure, then the root path
 * (SPEC.md §2.3: a `returnUrl` in the address is not used for redirecting).
 * "Save credentials" remembers the username (never the password) for the next visit. A user with
 * two-factor sign-in goes on to the code (`onSecondStep`).
 */
export function LoginForm({ prefill, onSecondStep }: { prefill?: { username: string; password: string; key: number }; onSecondStep: (step: SecondStep) => void }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const [values, setValues] = useState<LoginValues>(() => ({
    username: storage.get(storageKeys.rememberedUsername) ?? '',
    password: '',
    remember: true,
  }));
  const [appliedPrefill, setAppliedPrefill] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  if (prefill && prefill.key !== appliedPrefill) {
    setAppliedPrefill(prefill.key);
    setValues((current) => ({ ...current, username: prefill.username, password: prefill.password }));
  }

  const errors = submitted ? validateLogin(values) : {};
  const set = (patch: Partial<LoginValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateLogin(values)).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setLoading(true);
    setServerError(null);
    try {
      const username = values.username.trim();
      const answer = await login({ username, password: values.password });
      const intent = { username, remember: values.remember };
      if ('token' in answer) await finish(answer, intent);
      else onSecondStep({ ...intent, kind: 'twoFactorRequired' in answer ? 'code' : 'setup', challenge: answer.challenge });
    } catch (error) {
      setServerError(errorText(error, t, t('genericError')));
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t('username')}
          placeholder={t('usernamePlaceholder')}
          autoComplete="username"
          inputMode="email"
          leftSection={<IconUser size={16} />}
          value={values.username}
          onChange={(event) => set({ username: event.currentTarget.value })}
          error={errors.username && t(errors.username)}
          data-testid="login-username"
        />
        <PasswordInput
          label={t('password')}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          value={values.password}
          onChange={(event) => set({ password: event.currentTarget.value })}
          error={errors.password && t(errors.password)}
          // Mantine's PasswordInput does not mark its input invalid by itself.
          aria-invalid={Boolean(errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
          data-testid="login-password"
        />
        <Group justify="space-between">
          <Checkbox label={t('saveCredentials')} checked={values.remember} onChange={(event) => set({ remember: event.currentTarget.checked })} data-testid="login-remember" />
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            {t('reset')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={loading} data-testid="login-submit">
          {t('login')}
        </Button>
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {serverError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
