import { Anchor, Badge, Divider, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { VerificationStatus, type VehicleDetails } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailLine } from '@/components/detail-line';
import { RejectionBanner, StatusBadge } from '@/components/verification';
import { formatDate, formatFullName } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/permissions';
import { VehicleVerificationActions } from './vehicle-verification-actions';

/**
 * The vehicle (SPEC.md §2.6): image, brand, trip type, verification badge, plate, model, year,
 * colour, seats, the owner linking to their user page, and the verification actions.
 */
export function VehicleProfileCard({ vehicle }: { vehicle: VehicleDetails }) {
  const { t, i18n } = useTranslation('vehicles');
  const may = useCan();
  const title = `${vehicle.vehicleBrand} ${vehicle.vehicleModel}`;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="vehicle-profile">
      <Stack gap="md">
        <Group gap="lg" align="flex-start" wrap="wrap">
          {vehicle.imageUrl && (
            <Image src={vehicle.imageUrl} alt={t('details.image', { name: title })} w={180} h={120} fit="contain" radius="md" data-testid="vehicle-image" />
          )}
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Group gap="xs">
              <Title order={2} size="h3" data-testid="vehicle-brand">{vehicle.vehicleBrand}</Title>
              <Badge variant="outline" data-testid="vehicle-id">#{vehicle.vehicleId}</Badge>
            </Group>
            <Group gap="xs">
              <Badge variant="light" color="gray" data-testid="vehicle-trip-type">{vehicle.tripType}</Badge>
              <StatusBadge kind="verification" status={vehicle.verificationStatus} testId="vehicle-verification" />
              {vehicle.verificationStatus === VerificationStatus.Approved && vehicle.verifiedUntil && (
                <Text size="xs" c="dimmed" data-testid="vehicle-verified-until">{t('verification:validUntil', { date: formatDate(vehicle.verifiedUntil, i18n.language) })}</Text>
              )}
            </Group>
            <Text size="sm">
              {t('details.owner')}{' '}
              <Anchor component={Link} to={paths.users.details.getHref(vehicle.user.id)} data-testid="vehicle-owner">{formatFullName(vehicle.user)}</Anchor>
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <DetailLine label={t('details.plate')} testId="vehicle-plate"><span dir="ltr">{vehicle.vehiclePlate}</span></DetailLine>
          <DetailLine label={t('details.model')} testId="vehicle-model">{vehicle.vehicleModel}</DetailLine>
          <DetailLine label={t('details.year')} testId="vehicle-year">{vehicle.vehicleYear}</DetailLine>
          <DetailLine label={t('details.color')} testId="vehicle-color">{vehicle.vehicleColor}</DetailLine>
          <DetailLine label={t('details.seats')} testId="vehicle-seats">{vehicle.numberOfSeats}</DetailLine>
          <DetailLine label={t('details.tripType')} testId="vehicle-trip-type-line">{vehicle.tripType}</DetailLine>
        </SimpleGrid>
        <RejectionBanner owner={vehicle} />
        <Divider />
        {may('vehicles.verify') && <VehicleVerificationActions vehicle={vehicle} />}
      </Stack>
    </Paper>
  );
}
