import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = 24 * 60;
const minutesOf = (clock: string) => {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** A range as bar segments in percent of the day; a range past midnight becomes two. */
function segments(from: string, to: string): { left: number; width: number }[] {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null || start === end) return [];
  const pct = (minutes: number) => (minutes / DAY) * 100;
  if (start < end) return [{ left: pct(start), width: pct(end - start) }];
  return [{ left: pct(start), width: pct(DAY - start) }, { left: 0, width: pct(end) }].filter((part) => part.width > 0);
}

interface DayTimelineProps {
  night: { from: string; to: string };
  peaks: { from: string; to: string }[];
}

const COLORS = { night: 'var(--mantine-color-indigo-6)', peak: 'var(--mantine-color-orange-5)' };

/** The operator's day at a glance: when the night and peak surcharges apply, as the admin types. */
export function DayTimeline({ night, peaks }: DayTimelineProps) {
  const { t } = useTranslation('app-settings');
  const bars = [
    ...segments(night.from, night.to).map((part) => ({ ...part, kind: 'night' as const, top: 0 })),
    ...peaks.flatMap((range) => segments(range.from, range.to).map((part) => ({ ...part, kind: 'peak' as const, top: 50 }))),
  ];
  return (
    <Stack gap={6} role="img" aria-label={t('timeline.label')} data-testid="day-timeline">
      <Box pos="relative" h={28} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6, overflow: 'hidden' }}>
        {bars.map((bar, index) => (
          <Box key={index} pos="absolute" data-kind={bar.kind}
            style={{ left: `${bar.left}%`, width: `${bar.width}%`, top: `${bar.top}%`, height: '50%', background: COLORS[bar.kind], opacity: 0.85 }} />
        ))}
      </Box>
      <Group justify="space-between">
        {['00:00', '06:00', '12:00', '18:00', '24:00'].map((tick) => (
          <Text key={tick} size="xs" c="dimmed">{tick}</Text>
        ))}
      </Group>
      <Group gap="md">
        {(['night', 'peak'] as const).map((kind) => (
          <Group key={kind} gap={6}>
            <Box w={12} h={12} style={{ background: COLORS[kind], borderRadius: 3 }} />
            <Text size="xs">{t(`timeline.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
