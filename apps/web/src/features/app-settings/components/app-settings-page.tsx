import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../api/get-app-settings';
import { settingsToValues } from '../form/app-settings-form-values';
import { AppSettingsForm } from './app-settings-form';

/** /appsettings: loads the one record, then the form. */
export function AppSettingsPage() {
  const { t } = useTranslation('app-settings');
  const settings = useAppSettings();
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('loadError')}>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!settings.data) {
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg"><Skeleton h={140} radius="md" /><Skeleton h={180} radius="md" /></Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}><Skeleton h={340} radius="md" /></Grid.Col>
      </Grid>
    );
  }
  return <AppSettingsForm initialValues={settingsToValues(settings.data)} timeZone={settings.data.operatorTimeZone} />;
}
