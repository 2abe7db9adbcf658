import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesPanel } from '@/components/two-factor';
import { formatDateTime } from '@/lib/format';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { EnrolTwoFactor } from './enrol-two-factor';

/**
 * /account/security (issue 24 item 3): the signed-in staff member's two-factor sign-in. Off: set
 * it up (QR code, key, first code, recovery codes shown once). On: since when, recovery codes
 * left, and turning it off with a code or the password (not when the app settings require it).
 */
export function AccountSecurityPage() {
  const { t, i18n } = useTranslation('account-security');
  const status = useTwoFactorStatus();
  // The recovery codes of an enrolment just confirmed: shown once, until put away.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  if (status.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('loadError')}>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const current = status.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760} data-testid="account-security">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4">{t('twoFactor.title')}</Title>
            <Text size="sm" c="dimmed" mt={4}>{t('twoFactor.text')}</Text>
          </div>
          {current && (
            // A dot badge, as the verification states: the light badges' text misses 4.5:1.
            <Badge size="lg" variant="dot" color={current.enabled ? 'teal' : 'gray'} data-testid="two-factor-state">
              {current.enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          )}
        </Group>
        {freshCodes ? (
          <RecoveryCodesPanel codes={freshCodes} doneLabel={t('twoFactor.done')} onDone={() => setFreshCodes(null)} />
        ) : !current ? (
          <Skeleton h={120} radius="md" />
        ) : current.enabled ? (
          <Stack gap="md">
            <Stack gap={4}>
              {current.enabledAt && <Text size="sm">{t('twoFactor.since', { date: formatDateTime(current.enabledAt, i18n.language) })}</Text>}
              <Text size="sm" data-testid="recovery-codes-left">{t('twoFactor.codesLeft', { count: current.recoveryCodesLeft })}</Text>
            </Stack>
            {current.required ? (
              <Alert color="blue" variant="light" data-testid="two-factor-required">{t('twoFactor.required')}</Alert>
            ) : (
              <DisableTwoFactorForm />
            )}
          </Stack>
        ) : (
          <EnrolTwoFactor onEnabled={setFreshCodes} />
        )}
      </Stack>
    </Paper>
  );
}
