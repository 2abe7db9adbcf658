import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInbox, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The screen's own words when nothing matches, e.g. 'No payments available'. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="list-empty">
      <IconInbox size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  );
}

/** A failed load, with Retry (the query refetches; the page and filters stay). */
export function ErrorState({ text, onRetry }: { text?: string; onRetry: () => unknown }) {
  const { t } = useTranslation('data-table');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={text ?? t('error')} role="alert" data-testid="list-error">
      <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void onRetry()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
