import { Group, Text, useComputedColorScheme } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TRACK_LOOK } from '@/components/map';

type Swatch = 'none' | 'night' | 'peak';

/** A short piece of the map's line as it is drawn there (band, line, dashes), scaled to the legend. */
function LineSwatch({ kind }: { kind: Swatch }) {
  const { line, night, peak } = TRACK_LOOK;
  const scheme = useComputedColorScheme('light');
  return (
    <svg width={32} height={14} viewBox="0 0 32 14" aria-hidden focusable="false" style={{ flex: 'none' }}>
      {kind === 'night' && <line x1={2} y1={7} x2={30} y2={7} stroke={night.colour[scheme]} strokeWidth={night.width + 1} strokeLinecap="round" />}
      <line x1={2} y1={7} x2={30} y2={7} stroke={line.colour} strokeWidth={line.width} strokeLinecap="round" />
      {kind === 'peak' && <line x1={2} y1={7} x2={30} y2={7} stroke={peak.colour} strokeWidth={peak.width} strokeDasharray={`${peak.dash[0] * peak.width} ${peak.dash[1] * peak.width}`} />}
    </svg>
  );
}

/** The marks' meaning in words beside their look (band, dashes), so colour is never the only clue. */
export function TripReplayLegend() {
  const { t } = useTranslation('trips');
  const items: Swatch[] = ['night', 'peak', 'none'];
  return (
    <Group gap="md" wrap="wrap" component="ul" aria-label={t('replay.legend')} data-testid="trip-replay-legend" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((kind) => (
        <Group key={kind} gap={6} wrap="nowrap" component="li">
          <LineSwatch kind={kind} />
          <Text size="xs">{t(`replay.legendItem.${kind}`)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap" component="li">
        <IconCar size={16} aria-hidden color="var(--mantine-color-blue-7)" />
        <Text size="xs">{t('replay.legendItem.car')}</Text>
      </Group>
    </Group>
  );
}
