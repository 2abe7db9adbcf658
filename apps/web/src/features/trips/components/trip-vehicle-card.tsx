import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TripDetailsWithFare } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailLine } from '@/components/detail-line';
import { paths } from '@/lib/paths';

/** The vehicle as it was on the trip (SPEC.md §3): brand and model linking to the vehicle page while it exists, plate, colour, year, seats. */
export function TripVehicleCard({ vehicle }: { vehicle: TripDetailsWithFare['vehicle'] }) {
  const { t } = useTranslation('trips');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trip-vehicle" h="100%">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('details.vehicle')}</Title>
        {vehicle === null ? (
          <Text size="sm" c="dimmed">{t('details.noVehicle')}</Text>
        ) : (
          <>
            {vehicle.vehicleId === null ? (
              <Text fw={600} data-testid="trip-vehicle-name">{vehicle.vehicleBrand} {vehicle.vehicleModel}</Text>
            ) : (
              <Anchor component={Link} to={paths.vehicles.details.getHref(vehicle.vehicleId)} fw={600} data-testid="trip-vehicle-name">
                {vehicle.vehicleBrand} {vehicle.vehicleModel}
              </Anchor>
            )}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <DetailLine label={t('details.plate')} testId="trip-vehicle-plate"><span dir="ltr">{vehicle.vehiclePlate}</span></DetailLine>
              <DetailLine label={t('details.color')}>{vehicle.vehicleColor}</DetailLine>
              <DetailLine label={t('details.year')}>{vehicle.vehicleYear}</DetailLine>
              <DetailLine label={t('details.seats')}>{vehicle.numberOfSeats}</DetailLine>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
