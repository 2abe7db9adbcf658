import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentDriverTrip } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailLine } from '@/components/detail-line';
import { TripPlaces } from '@/features/trips/components/trip-places';
import { TripStatusBadge } from '@/features/trips/components/trip-status-badge';
import { tripEndText, tripFareText } from '@/features/trips/trip-figures';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * SPEC.md §2.11: the selected driver's current trip (id, times, status, fare, places list), from
 * GetCurrentDriverPreTrip; a free driver has none, which is said plainly.
 */
export function CurrentTripPanel({ trip }: { trip: UseQueryResult<CurrentDriverTrip> }) {
  const { t, i18n } = useTranslation('map');
  const { t: tt } = useTranslation('trips');
  const language = i18n.language;
  const data = trip.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="current-trip-panel" component="section" aria-labelledby="live-trip-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="live-trip-title">{t('live.trip.title')}</Title>
          {data && <TripStatusBadge status={data.tripStatus} />}
        </Group>
        {trip.isPending ? (
          <Group gap="xs"><Loader size="xs" /><Text size="sm" c="dimmed">{t('live.trip.loading')}</Text></Group>
        ) : trip.isError ? (
          <Alert color="red" variant="light">{t('live.trip.loadError')}</Alert>
        ) : !data ? (
          <Text size="sm" data-testid="no-current-trip">{t('live.trip.noTrip')}</Text>
        ) : (
          <>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
              <DetailLine label={tt('columns.tripId')} testId="current-trip-id">
                <Link to={paths.trips.details.getHref(data.tripId)}>{tt('details.title', { id: data.tripId })}</Link>
              </DetailLine>
              <DetailLine label={tt('details.fare')} testId="current-trip-fare">{tripFareText(data, language)}</DetailLine>
              <DetailLine label={tt('details.startTime')} testId="current-trip-start">{formatDateTime(data.startTime, language)}</DetailLine>
              <DetailLine label={tt('details.endTime')} testId="current-trip-end">{tripEndText(data, language)}</DetailLine>
            </SimpleGrid>
            <TripPlaces places={data.tripPlaces} framed={false} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
