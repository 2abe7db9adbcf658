import { Button, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { TwoFactorEnrolment } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnrolmentPanel } from '@/components/two-factor';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';

/**
 * Turning two-factor sign-in on: a button starts it (a new secret), the panel takes the first
 * code; `onEnabled` gets the recovery codes, which the page shows once.
 */
export function EnrolTwoFactor({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('account-security');
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (failure) {
      notify.error(errorText(failure, t, t('common:genericError')));
    }
  };

  const submit = async (code: string) => {
    setError(null);
    try {
      const { recoveryCodes } = await confirm.mutateAsync(code);
      onEnabled(recoveryCodes);
      notify.success(t('twoFactor.enabled'));
    } catch (failure) {
      setError(errorText(failure, t, t('common:genericError')));
    }
  };

  if (enrolment) {
    return <EnrolmentPanel enrolment={enrolment} onConfirm={submit} pending={confirm.isPending} error={error} onCancel={() => setEnrolment(null)} />;
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={() => void begin()} loading={start.isPending} leftSection={<IconShieldLock size={16} aria-hidden />} data-testid="two-factor-start">
        {t('twoFactor.setUp')}
      </Button>
    </Stack>
  );
}
