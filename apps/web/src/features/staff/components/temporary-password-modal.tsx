import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { StaffPasswordAnswer } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatFullName } from '@/lib/format';

interface TemporaryPasswordModalProps {
  answer: StaffPasswordAnswer | null;
  /** Why there is a new password: a new member or a reset. */
  reason: 'created' | 'reset';
  onClose: () => void;
}

/**
 * The temporary password, shown this once (the server keeps only its hash): the text to select,
 * a copy button, and a warning that it will not be shown again.
 */
export function TemporaryPasswordModal({ answer, reason, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation('staff');
  const name = answer ? formatFullName(answer.member) : '';
  return (
    <Modal opened={answer !== null} onClose={onClose} title={t('password.title')} centered closeButtonProps={{ 'aria-label': t('dialog.close') }} data-testid="temporary-password-modal">
      {answer && (
        <Stack gap="md">
          <Text size="sm">{t(reason === 'created' ? 'password.created' : 'password.reset', { name, email: answer.member.email })}</Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('password.label')}
              value={answer.temporaryPassword}
              readOnly
              flex={1}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="temporary-password"
            />
            <CopyButton value={answer.temporaryPassword}>
              {({ copied, copy }) => (
                <Button variant="default" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
                  {copied ? t('password.copied') : t('password.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          {/* No Alert title: its coloured text on the light background fails contrast; the words keep the page's colour. */}
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="temporary-password-warning">
            <Text size="sm" fw={700}>{t('password.warningTitle')}</Text>
            <Text size="sm">{t('password.warning')}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>{t('password.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
