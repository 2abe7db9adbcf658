import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconFlame, IconMoonStars, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '@/lib/format';
import type { FareScenario, PreviewTrip, ScenarioKind } from '../fare/fare-scenarios';

const ICONS: Record<ScenarioKind, { icon: typeof IconSun; color: string }> = {
  day: { icon: IconSun, color: 'yellow' },
  night: { icon: IconMoonStars, color: 'indigo' },
  peak: { icon: IconFlame, color: 'orange' },
  cancelled: { icon: IconBan, color: 'gray' },
};

const UNAVAILABLE: Record<ScenarioKind, string> = { day: 'preview.noDayTime', night: 'preview.noNightWindow', peak: 'preview.noPeakRange', cancelled: 'preview.noDayTime' };

interface FareScenarioRowProps {
  scenario: FareScenario;
  trip: PreviewTrip;
  cancellationPercent: number | null;
}

/** One typical trip of the preview: what it is, when it starts, its surcharge and its price. */
export function FareScenarioRow({ scenario, trip, cancellationPercent }: FareScenarioRowProps) {
  const { t, i18n } = useTranslation('trip-types');
  const { icon: Icon, color } = ICONS[scenario.kind];
  const { breakdown } = scenario;
  const what =
    scenario.kind === 'cancelled'
      ? t('preview.cancelledTrip', { percent: cancellationPercent === null ? '—' : formatPercent(cancellationPercent, i18n.language) })
      : t('preview.trip', { km: trip.distanceKm, minutes: trip.durationMinutes });
  const details = [what];
  if (scenario.startClock && scenario.kind !== 'cancelled') details.push(t('preview.startsAt', { time: scenario.startClock }));
  if (breakdown && breakdown.surchargePercent > 0) details.push(t('preview.surcharge', { percent: formatPercent(breakdown.surchargePercent, i18n.language) }));

  let result: string;
  if (scenario.startClock === null) result = t(UNAVAILABLE[scenario.kind]);
  else if (breakdown === null) result = t('preview.missing', { fields: scenario.missing.map((field) => t(`fields.${field}`)).join(', ') });
  else result = '';

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={`fare-${scenario.kind}`}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" color={color} radius="xl" size="lg">
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm">{t(`preview.${scenario.kind}`)}</Text>
          <Text size="xs" c="dimmed">{details.join(' · ')}</Text>
          {result && <Text size="xs" c="dimmed" fs="italic" data-testid={`fare-${scenario.kind}-note`}>{result}</Text>}
        </Stack>
      </Group>
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid={`fare-${scenario.kind}-total`}>
        {breakdown ? formatMoney(breakdown.total, i18n.language) : '—'}
      </Text>
    </Group>
  );
}
