import { Alert, Anchor, Divider, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalculator } from '@tabler/icons-react';
import { driverCreditForCardTrip, percentOf } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { FareClockState } from '../fare/fare-clock-state';
import { DEFAULT_PREVIEW_TRIP, fareScenarios, NO_WINDOWS, type PreviewTrip } from '../fare/fare-scenarios';
import type { PartialRates } from '../form/trip-type-form-values';
import { FareScenarioRow } from './fare-scenario-row';

interface FarePreviewProps {
  rates: PartialRates;
  systemPercentage: number | null;
  clock: FareClockState;
  /** The subtitle: "before you save" on a form, left out on the read-only details. */
  subtitle?: string;
}

const toTripNumber = (value: number | string, fallback: number) => (typeof value === 'number' && value >= 0 ? value : fallback);

/**
 * Live prices of a few typical trips with the rates being typed and the night and peak windows of
 * the app settings, from the contract's one fare function (DESIGN.md §5).
 */
export function FarePreview({ rates, systemPercentage, clock, subtitle }: FarePreviewProps) {
  const { t, i18n } = useTranslation('trip-types');
  const [trip, setTrip] = useState<PreviewTrip>(DEFAULT_PREVIEW_TRIP);
  const money = (kurus: number | null) => (kurus === null ? '—' : formatMoney(kurus, i18n.language));
  const windows = clock.status === 'ready' ? clock.clock : NO_WINDOWS;
  const scenarios = fareScenarios(rates, windows, trip);
  const shown = clock.status === 'ready' ? scenarios : scenarios.filter((item) => item.kind === 'day' || item.kind === 'cancelled');
  const day = scenarios[0]?.breakdown ?? null;

  return (
    <Paper withBorder radius="md" p="lg" data-testid="fare-preview" style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconCalculator size={20} />
          <Title order={2} size="h4">{t('preview.title')}</Title>
        </Group>
        {subtitle && <Text size="sm" c="dimmed" mt={-8}>{subtitle}</Text>}
        <Group grow gap="sm">
          <NumberInput size="xs" label={t('preview.distance')} min={0} max={500} decimalScale={1} value={trip.distanceKm}
            onChange={(value) => setTrip((current) => ({ ...current, distanceKm: toTripNumber(value, current.distanceKm) }))} />
          <NumberInput size="xs" label={t('preview.duration')} min={0} max={600} allowDecimal={false} value={trip.durationMinutes}
            onChange={(value) => setTrip((current) => ({ ...current, durationMinutes: toTripNumber(value, current.durationMinutes) }))} />
        </Group>
        <Divider />
        {shown.map((scenario) => (
          <FareScenarioRow key={scenario.kind} scenario={scenario} trip={trip} cancellationPercent={rates.cancellationSurcharge} />
        ))}
        {clock.status === 'loading' && <Skeleton height={88} radius="md" />}
        {clock.status === 'error' && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={16} />} p="xs">
            <Text size="xs">{t('preview.settingsError')}</Text>
          </Alert>
        )}
        <Divider />
        {day && (
          <Text size="xs" c="dimmed" data-testid="fare-breakdown">
            {t('preview.breakdown', {
              base: money(rates.baseFare), km: trip.distanceKm, perKm: money(rates.perKmFare),
              minutes: trip.durationMinutes, perMinute: money(rates.perMinuteFare), subtotal: money(day.subtotal),
            })}
          </Text>
        )}
        {day && systemPercentage !== null && (
          <Text size="xs" c="dimmed" data-testid="fare-driver-share">
            {t('preview.driverShare', { driver: money(driverCreditForCardTrip(day.total, systemPercentage)), company: money(percentOf(day.total, systemPercentage)) })}
          </Text>
        )}
        {clock.status === 'ready' && (
          <Text size="xs" c="dimmed" data-testid="fare-windows">
            {t('preview.windows', {
              from: clock.clock.nightTimeFrom, to: clock.clock.nightTimeTo,
              peaks: clock.clock.peakTimes.map((range) => `${range.from}–${range.to}`).join(', ') || t('preview.noPeaks'),
            })}{' '}
            <Anchor component={Link} to={paths.appSettings.getHref()} size="xs" underline="always">{t('preview.settingsLink')}</Anchor>
          </Text>
        )}
        {clock.status === 'loading' && <Text size="xs" c="dimmed">{t('preview.settingsLoading')}</Text>}
      </Stack>
    </Paper>
  );
}
