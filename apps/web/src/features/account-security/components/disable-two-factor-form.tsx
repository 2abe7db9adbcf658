import { Alert, Button, Group, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldOff } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '@/components/two-factor';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useDisableTwoFactor } from '../api/disable-two-factor';

type Proof = 'code' | 'password';

/** Turning two-factor sign-in off: proved with a current code (app or recovery) or the password. */
export function DisableTwoFactorForm() {
  const { t } = useTranslation('account-security');
  const disable = useDisableTwoFactor();
  const [proof, setProof] = useState<Proof>('code');
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = submitted && value.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (value.trim() === '') return;
    setError(null);
    try {
      await disable.mutateAsync(proof === 'code' ? { code: value.trim() } : { password: value });
      notify.success(t('twoFactor.disabled'));
    } catch (failure) {
      setError(errorText(failure, t, t('common:genericError')));
      setValue('');
    }
  };

  const choose = (next: string) => {
    setProof(next as Proof);
    setValue('');
    setSubmitted(false);
    setError(null);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="two-factor-disable">
      <Stack gap="sm">
        <Text fw={600} size="sm" component="h3" m={0}>{t('disable.title')}</Text>
        <Text size="sm" c="dimmed">{t('disable.text')}</Text>
        <SegmentedControl
          value={proof}
          onChange={choose}
          data={[
            { value: 'code', label: t('disable.withCode') },
            { value: 'password', label: t('disable.withPassword') },
          ]}
          aria-label={t('disable.proof')}
          w="fit-content"
        />
        {proof === 'code' ? (
          <CodeField
            recovery
            label={t('disable.codeLabel')}
            description={t('disable.codeHint')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={missing ? t('two-factor:code.required') : undefined}
            maw={300}
            data-testid="two-factor-disable-code"
          />
        ) : (
          <PasswordInput
            label={t('disable.passwordLabel')}
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={missing ? t('disable.passwordRequired') : undefined}
            aria-invalid={missing}
            visibilityToggleButtonProps={{ 'aria-label': t('disable.togglePassword') }}
            maw={300}
            data-testid="two-factor-disable-password"
          />
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="red" variant="outline" loading={disable.isPending} leftSection={<IconShieldOff size={16} aria-hidden />} data-testid="two-factor-disable-submit">
            {t('disable.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
