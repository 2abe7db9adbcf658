import { Alert, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import type { TwoFactorEnrolment } from '@taxi/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from './code-field';
import { SecretText } from './secret-text';

/** 6 digits, spaces allowed while typing. */
export const isTotpCode = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''));

interface EnrolmentPanelProps {
  enrolment: TwoFactorEnrolment;
  /** Sends the first code; rejects with a text to show under the field. */
  onConfirm: (code: string) => Promise<void>;
  pending: boolean;
  /** The translated failure of the last try, if any. */
  error: string | null;
  onCancel?: () => void;
}

/**
 * Enrolment (issue 24 item 3): scan the QR code with any authenticator app or type the secret,
 * then give its first code to turn two-factor sign-in on. Used on the account security page and
 * at sign-in when the app settings require it.
 */
export function EnrolmentPanel({ enrolment, onConfirm, pending, error, onCancel }: EnrolmentPanelProps) {
  const { t } = useTranslation('two-factor');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && !isTotpCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isTotpCode(code)) void onConfirm(code.replace(/\s/g, ''));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-enrolment">
      <Stack gap="md">
        <div>
          <Title order={3} size="h5">{t('enrol.scanTitle')}</Title>
          <Text size="sm" c="dimmed">{t('enrol.scanText')}</Text>
        </div>
        <Image src={enrolment.qrCode} alt={t('enrol.qrAlt')} w={200} h={200} radius="sm" data-testid="two-factor-qr" />
        <div>
          <Title order={3} size="h5">{t('enrol.typeTitle')}</Title>
          <Text size="sm" c="dimmed" mb={6}>{t('enrol.typeText')}</Text>
          <SecretText secret={enrolment.secret} />
        </div>
        <CodeField
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={invalid ? t('code.sixDigits') : undefined}
          data-testid="two-factor-code"
          maw={260}
        />
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="two-factor-error">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={pending} leftSection={<IconShieldCheck size={16} aria-hidden />} data-testid="two-factor-confirm">
            {t('enrol.confirm')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {t('enrol.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
