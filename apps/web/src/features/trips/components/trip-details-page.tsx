import { Alert, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TripRouteMap } from '@/components/map';
import { DetailLine } from '@/components/detail-line';
import { formatDateTime } from '@/lib/format';
import { operatorTimeZone } from '@/lib/operator-clock';
import { useTrip } from '../api/get-trip';
import { hasTripEnded, tripEndText, tripFareText } from '../trip-figures';
import { FareExplained } from './fare-explained';
import { TripPartyCard } from './trip-party-card';
import { TripPayments } from './trip-payments';
import { TripPlaces } from './trip-places';
import { TripReplayCard } from './trip-replay-card';
import { TripStatusBadge } from './trip-status-badge';
import { TripVehicleCard } from './trip-vehicle-card';

/**
 * /trips/details/{id} (SPEC.md §2.9): id, fare, times and status; customer, driver and vehicle;
 * payments; the map (the map component's slot) and the numbered places; the fare explained; the
 * replay of the driven track with its night and peak split (issue 27 item 4).
 */
export function TripDetailsPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation('trips');
  const { data: trip } = useTrip(id);
  const language = i18n.language;
  return (
    <Stack gap="lg" data-testid="trip-details">
      <Paper withBorder radius="md" p="lg" data-testid="trip-summary">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="trip-id">{t('details.title', { id: trip.tripId })}</Title>
            <TripStatusBadge status={trip.tripStatus} />
          </Group>
          <Text size="xs" c="dimmed" mt={-8} data-testid="trip-time-zone">{t('details.timeZone', { zone: operatorTimeZone() })}</Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
            <DetailLine label={t('details.fare')} testId="trip-fare">{tripFareText(trip, language)}</DetailLine>
            <DetailLine label={t('details.startTime')} testId="trip-start-time">{formatDateTime(trip.startTime, language)}</DetailLine>
            <DetailLine label={t('details.endTime')} testId="trip-end-time">{tripEndText(trip, language)}</DetailLine>
            <DetailLine label={t('details.tripType')} testId="trip-type">{trip.tripType}</DetailLine>
            <DetailLine label={t('details.paymentMethod')} testId="trip-payment-method">{t(`method.${trip.paymentMethod}`)}</DetailLine>
            <DetailLine label={t('details.startPlace')} testId="trip-start-place">{trip.startPlace || t('none')}</DetailLine>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TripPartyCard kind="customer" party={trip.customer} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TripPartyCard kind="driver" party={trip.driver} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TripVehicleCard vehicle={trip.vehicle} />
        </Grid.Col>
      </Grid>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {/* The map slot: apps/web/src/components/map (the map engineer's) draws the route and numbered markers. */}
          {trip.tripPlaces.length > 0 ? (
            <TripRouteMap places={trip.tripPlaces} />
          ) : (
            <Alert color="gray" variant="light" data-testid="trip-no-map">{t('details.noMap')}</Alert>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TripPlaces places={trip.tripPlaces} />
        </Grid.Col>
      </Grid>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <TripPayments payments={trip.payments} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <FareExplained fare={trip.fareExplained} ended={hasTripEnded(trip.tripStatus)} />
        </Grid.Col>
      </Grid>
      <TripReplayCard tripId={trip.tripId} />
    </Stack>
  );
}
