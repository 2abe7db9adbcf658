import { CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ConnectedDriver } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { DetailLine } from '@/components/detail-line';
import { formatNumber } from '@/lib/format';
import { DriverStateBadge } from './driver-state-badge';
import { PhoneText } from '@/components/contact-text';

/** SPEC.md §2.11: the selected driver's name, phone, rating, vehicle model and plate, colour and trip type. */
export function DriverPanel({ driver, busy, connected, onClose }: { driver: ConnectedDriver; busy: boolean; connected: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('map');
  return (
    <Paper withBorder radius="md" p="md" data-testid="driver-panel" data-driver-id={driver.driverId} component="section" aria-labelledby="live-driver-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="live-driver-title">{t('live.driver.title')}</Title>
            <DriverStateBadge busy={busy} />
          </Group>
          <CloseButton aria-label={t('live.close')} onClick={onClose} data-testid="close-selection" />
        </Group>
        {!connected && <Text size="sm" c="dimmed">{t('live.driver.offline')}</Text>}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <DetailLine label={t('live.driver.name')} testId="driver-name">{driver.driverName}</DetailLine>
          <DetailLine label={t('live.driver.phone')} testId="driver-phone"><PhoneText phone={driver.driverPhone} /></DetailLine>
          <DetailLine label={t('live.driver.rating')} testId="driver-rating">{driver.rating === null ? t('live.driver.noRating') : formatNumber(driver.rating, i18n.language)}</DetailLine>
          <DetailLine label={t('live.driver.tripType')} testId="driver-trip-type">{driver.tripType}</DetailLine>
          <DetailLine label={t('live.driver.vehicle')} testId="driver-vehicle">{driver.vehicleModel}</DetailLine>
          <DetailLine label={t('live.driver.plate')} testId="driver-plate"><span dir="ltr">{driver.vehiclePlateNumber}</span></DetailLine>
          <DetailLine label={t('live.driver.colour')} testId="driver-colour">{driver.vehicleColor}</DetailLine>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
