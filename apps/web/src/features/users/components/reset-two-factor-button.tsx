import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import type { UserDetails } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withToasts } from '@/components/verification';
import { focusSoon } from '@/lib/focus-soon';
import { formatFullName } from '@/lib/format';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * Reset two-factor sign-in (issue 24 item 3; needs staff.manage): for a staff member who lost their
 * phone. A dialog says what follows: the second factor and recovery codes are removed and every
 * session of theirs ends at once; they sign in with the password (and enrol again if required).
 */
export function ResetTwoFactorButton({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const reset = useResetTwoFactor(user.id);
  const [opened, setOpened] = useState(false);

  const confirm = async () => {
    try {
      await withToasts(() => reset.mutateAsync(), t('twoFactor.resetDone'), t('common:genericError'));
      // this button goes with the second factor: focus moves to the user's name heading (WCAG 2.4.3)
      focusSoon('[data-testid="user-name"]');
    } catch {
      // the toast said why; the button stays, and the dialog gives it the focus back
    }
    setOpened(false);
  };

  return (
    <>
      <Button variant="default" leftSection={<IconShieldOff size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="reset-two-factor">
        {t('twoFactor.reset')}
      </Button>
      <Modal closeButtonProps={{ 'aria-label': t('dialog.close') }} opened={opened} onClose={() => !reset.isPending && setOpened(false)} title={t('twoFactor.resetTitle', { name: formatFullName(user) })} centered>
        <Stack gap="md">
          <Text size="sm">{t('twoFactor.resetWarning')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={reset.isPending} data-autofocus>
              {t('delete.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={reset.isPending} data-testid="confirm-reset-two-factor">
              {t('twoFactor.resetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
