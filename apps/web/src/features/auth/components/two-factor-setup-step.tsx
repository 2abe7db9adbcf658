import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import type { LoginResponse } from '@taxi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnrolmentPanel, RecoveryCodesPanel } from '@/components/two-factor';
import { errorText } from '@/lib/error-text';
import { confirmSetupAtSignIn, startSetupAtSignIn } from '../api/login-two-factor';
import { useFinishSignIn } from '../use-finish-sign-in';
import { BackToPassword } from './back-to-password';
import type { SecondStep } from './login-form';

/**
 * Enrolment before the first session, when the app settings require two-factor sign-in of the
 * user's role (Admin, Finance): a new secret for the challenge, its first code, then the recovery
 * codes, shown once; the session starts when the user has them.
 */
export function TwoFactorSetupStep({ step, onBack }: { step: SecondStep; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  // One request per challenge, even when React renders twice (a second Start would replace the secret shown).
  const enrolment = useQuery({ queryKey: ['two-factor-setup', step.challenge], queryFn: () => startSetupAtSignIn(step.challenge), staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ session: LoginResponse; recoveryCodes: string[] } | null>(null);

  const confirm = async (code: string) => {
    setPending(true);
    setError(null);
    try {
      const { recoveryCodes, ...session } = await confirmSetupAtSignIn({ challenge: step.challenge, code });
      setDone({ session, recoveryCodes });
    } catch (failure) {
      setError(errorText(failure, t, t('genericError')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md" data-testid="two-factor-setup-step">
      <div>
        <Title order={2} size="h4">
          <IconShieldLock size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
          {t('twoFactor.setupTitle')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('twoFactor.setupText')}
        </Text>
      </div>
      {done ? (
        <RecoveryCodesPanel codes={done.recoveryCodes} doneLabel={t('twoFactor.continue')} onDone={() => void finish(done.session, step)} />
      ) : enrolment.data ? (
        <EnrolmentPanel enrolment={enrolment.data} onConfirm={confirm} pending={pending} error={error} />
      ) : enrolment.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
          {errorText(enrolment.error, t, t('genericError'))}
        </Alert>
      ) : (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      )}
      {!done && <BackToPassword onBack={onBack} />}
    </Stack>
  );
}
