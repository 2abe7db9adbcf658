import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField, isTotpCode } from '@/components/two-factor';
import { errorText } from '@/lib/error-text';
import { loginTwoFactor } from '../api/login-two-factor';
import { useFinishSignIn } from '../use-finish-sign-in';
import { BackToPassword } from './back-to-password';
import type { SecondStep } from './login-form';

/**
 * The code after the password: 6 digits of the authenticator app, or (switch) a recovery code.
 * A wrong code shows the server's reason in the admin's language; too many lock the sign-in (429).
 */
export function TwoFactorCodeStep({ step, onBack }: { step: SecondStep; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldError = submitted && (recovery ? code.trim() === '' : !isTotpCode(code)) ? t(recovery ? 'two-factor:code.required' : 'two-factor:code.sixDigits') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (recovery ? code.trim() === '' : !isTotpCode(code)) {
      field.current?.focus();
      return;
    }
    setLoading(true);
    setServerError(null);
    try {
      await finish(await loginTwoFactor({ challenge: step.challenge, code: code.trim() }), step);
    } catch (error) {
      setServerError(errorText(error, t, t('genericError')));
      setCode('');
      setLoading(false);
      field.current?.focus();
    }
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode('');
    setSubmitted(false);
    setServerError(null);
    field.current?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="two-factor-step">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            <IconShieldLock size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('twoFactor.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {recovery ? t('twoFactor.recoveryText') : t('twoFactor.text', { username: step.username })}
          </Text>
        </div>
        <CodeField
          key={recovery ? 'recovery' : 'app'}
          ref={field}
          recovery={recovery}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
          data-autofocus
          autoFocus
          data-testid="two-factor-code"
        />
        <Button type="submit" fullWidth size="md" loading={loading} data-testid="two-factor-submit">
          {t('twoFactor.verify')}
        </Button>
        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
            {serverError}
          </Alert>
        )}
        <Anchor component="button" type="button" size="sm" onClick={switchKind} w="fit-content" data-testid="two-factor-switch">
          {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
        </Anchor>
        <BackToPassword onBack={onBack} />
      </Stack>
    </form>
  );
}
