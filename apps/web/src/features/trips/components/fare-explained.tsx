import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { FareExplanation } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';

/**
 * The fare explained (beyond SPEC, docs/trips.md): the one fare function run again on the trip's
 * distance, duration and start time, line by line, with the company's and the driver's shares, so
 * an admin can answer a customer's complaint. Warns when today's rates or windows differ from the
 * trip's day, or when the result is not the stored fare. A trip still under way has no fare yet:
 * the card says so rather than explaining ₺0.00 (`ended` false).
 */
export function FareExplained({ fare, ended }: { fare: FareExplanation; ended: boolean }) {
  const { t } = useTranslation('trips');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trip-fare-explained">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">{t('fare.title')}</Title>
          <Badge variant="light" color="gray" data-testid="trip-fare-start">{t('fare.startedAt', { time: fare.localStartTime, zone: fare.timeZone })}</Badge>
        </Group>
        {ended ? <FareLines fare={fare} /> : <Text size="sm" data-testid="trip-fare-pending">{t('fare.pending')}</Text>}
      </Stack>
    </Paper>
  );
}

/** The fare function's lines, the shares, and the warning when they do not give the stored fare. */
function FareLines({ fare }: { fare: FareExplanation }) {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  const money = (kurus: number) => formatMoney(kurus, language);
  const percent = (value: number) => formatPercent(value, language);
  const lines: { key: string; label: string; value: string; strong?: boolean }[] = [];
  if (fare.free) {
    lines.push({ key: 'free', label: t('fare.free'), value: money(0) });
  } else if (fare.cancelled) {
    lines.push({ key: 'base', label: t('fare.base'), value: money(fare.baseFare) });
    lines.push({ key: 'cancellation', label: t('fare.cancellation', { percent: percent(fare.cancellationSurchargePercent) }), value: money(fare.total) });
  } else {
    lines.push({ key: 'base', label: t('fare.base'), value: money(fare.baseFare) });
    lines.push({ key: 'distance', label: t('fare.distance', { km: formatNumber(fare.distanceKm, language), rate: money(fare.perKmFare) }), value: money(fare.distanceFare) });
    lines.push({ key: 'time', label: t('fare.time', { minutes: formatNumber(Number(fare.durationMinutes.toFixed(2)), language), rate: money(fare.perMinuteFare) }), value: money(fare.timeFare) });
    lines.push({ key: 'subtotal', label: t('fare.subtotal'), value: money(fare.subtotal) });
    if (fare.night) lines.push({ key: 'night', label: t('fare.night', { percent: percent(fare.nightSurchargePercent) }), value: '' });
    if (fare.peak) lines.push({ key: 'peak', label: t('fare.peak', { percent: percent(fare.peakTimeSurchargePercent) }), value: '' });
    if (fare.night || fare.peak) lines.push({ key: 'surcharge', label: t('fare.surcharge', { percent: percent(fare.surchargePercent) }), value: money(fare.surchargeAmount) });
    else lines.push({ key: 'noSurcharge', label: t('fare.noSurcharge'), value: money(0) });
  }
  lines.push({ key: 'total', label: t('fare.total'), value: money(fare.total), strong: true });
  return (
    <>
    <Table aria-label={t('fare.title')} verticalSpacing={6}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key} data-testid={`trip-fare-${line.key}`}>
            <Table.Th scope="row" fw={line.strong ? 700 : 400}>{line.label}</Table.Th>
            <Table.Td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: line.strong ? 700 : 400 }}>{line.value}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="trip-fare-company">
          <Table.Th scope="row" fw={400}>{t('fare.companyShare', { percent: percent(fare.systemPercentage) })}</Table.Th>
          <Table.Td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{money(fare.companyShare)}</Table.Td>
        </Table.Tr>
        <Table.Tr data-testid="trip-fare-driver">
          <Table.Th scope="row" fw={400}>{t('fare.driverShare')}</Table.Th>
          <Table.Td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{money(fare.driverShare)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
    {/* Rates edited after the trip matter only when they no longer give the stored fare. */}
    {!fare.matchesStoredFare && (
      <Alert color="orange" variant="light" data-testid="trip-fare-mismatch">
        {t('fare.mismatch', { stored: money(fare.storedFare), total: money(fare.total) })}
        {(fare.ratesChangedSinceTrip || fare.settingsChangedSinceTrip) && <Text size="xs" mt={4} data-testid="trip-fare-changed">{t('fare.changedSince')}</Text>}
      </Alert>
    )}
    </>
  );
}
