import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { SHORTAGE_BANDS, SHORTAGE_COLOURS } from '../supply/shortage-bands';

/** The layer's key: each band's colour named in words, and when the counts were taken. */
export function SupplyDemandLegend({ at, cells }: { at: string | undefined; cells: number }) {
  const { t, i18n } = useTranslation('dispatch');
  return (
    <Group gap="sm" role="group" aria-label={t('supply.legend')} data-testid="supply-legend">
      {SHORTAGE_BANDS.map((band) => (
        <Group key={band} gap={4} wrap="nowrap">
          <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: SHORTAGE_COLOURS[band], opacity: 0.85 }} />
          <Text size="xs">{t(`supply.band.${band}`)}</Text>
        </Group>
      ))}
      {at && <Text size="xs" c="dimmed" data-testid="supply-at">{t('supply.at', { time: formatTime(at, i18n.language), count: cells })}</Text>}
    </Group>
  );
}
