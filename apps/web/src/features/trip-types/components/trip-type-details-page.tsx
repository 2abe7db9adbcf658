import { Badge, Button, Fieldset, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useTripType } from '../api/get-trip-type';
import type { FareClockState } from '../fare/fare-clock-state';
import { MONEY_FIELDS, PERCENT_FIELDS } from '../form/trip-type-form-values';
import { DetailItem } from './detail-item';
import { useCan } from '@/lib/permissions';
import { FarePreview } from './fare-preview';

/** /triptypes/details/{id}: the preloaded trip type, read-only, with back and edit; the fare preview and `history` (the History panel the route gives, features/audit) beside it. */
export function TripTypeDetailsPage({ id, clock, history }: { id: number; clock: FareClockState; history?: ReactNode }) {
  const { t, i18n } = useTranslation('trip-types');
  const may = useCan();
  const { data: tripType } = useTripType(id);
  return (
    <Grid gap="lg" align="flex-start" data-testid="trip-type-details">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder radius="md" p="lg" data-testid="trip-type-details-card">
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text size="sm" c="dimmed" fw={600}>{t('details.tripTypeId')}</Text>
                  <Badge variant="light" size="lg" data-testid="trip-type-id">{tripType.tripTypeId}</Badge>
                </Group>
                <Title order={2} size="h3" data-testid="trip-type-name">{tripType.typeName}</Title>
              </Stack>
              <Group gap="xs">
                <Button variant="default" component={Link} to={paths.tripTypes.list.getHref()} leftSection={<IconArrowLeft size={16} />}>
                  {t('actions.back')}
                </Button>
                {may('tripTypes.write') && (
                  <Button component={Link} to={paths.tripTypes.update.getHref(tripType.tripTypeId)} leftSection={<IconPencil size={16} />}>
                    {t('actions.editButton')}
                  </Button>
                )}
              </Group>
            </Group>
            <Fieldset legend={t('sections.general')} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <DetailItem label={t('fields.description')} testId="detail-description">{tripType.description}</DetailItem>
                <DetailItem label={t('fields.numberOfPassengers')} testId="detail-numberOfPassengers">{t('details.seats', { count: tripType.numberOfPassengers })}</DetailItem>
                <DetailItem label={t('fields.lastModifiedDate')} testId="detail-lastModifiedDate">{formatDateTime(tripType.lastModifiedDate, i18n.language)}</DetailItem>
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('sections.fares')} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {MONEY_FIELDS.map((name) => (
                  <DetailItem key={name} label={t(`fields.${name}`)} testId={`detail-${name}`}>{formatMoney(tripType[name], i18n.language)}</DetailItem>
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('sections.percentages')} radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {PERCENT_FIELDS.map((name) => (
                  <DetailItem key={name} label={t(`fields.${name}`)} testId={`detail-${name}`}>{formatPercent(tripType[name], i18n.language)}</DetailItem>
                ))}
              </SimpleGrid>
            </Fieldset>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="lg">
          <FarePreview rates={tripType} systemPercentage={tripType.systemPercentage} clock={clock} />
          {history}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
