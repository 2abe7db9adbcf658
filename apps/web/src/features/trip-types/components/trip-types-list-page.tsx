import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useTripTypes } from '../api/get-trip-types';
import { TripTypesTable } from './trip-types-table';

/** /triptypes: the preloaded list with 'Add Trip Type'. */
export function TripTypesListPage() {
  const { t } = useTranslation('trip-types');
  const tripTypes = useTripTypes();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trip-types-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">{t('list.title')}</Title>
            <Text size="sm" c="dimmed">{t('list.caption')}</Text>
          </div>
          <Button component={Link} to={paths.tripTypes.add.getHref()} leftSection={<IconPlus size={16} />}>
            {t('list.add')}
          </Button>
        </Group>
        {tripTypes.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('list.loadError')}>
            <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void tripTypes.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        )}
        {tripTypes.data && tripTypes.data.length > 0 && <TripTypesTable tripTypes={tripTypes.data} />}
        {tripTypes.data?.length === 0 && <Text c="dimmed" ta="center" py="xl">{t('list.empty')}</Text>}
      </Stack>
    </Paper>
  );
}
