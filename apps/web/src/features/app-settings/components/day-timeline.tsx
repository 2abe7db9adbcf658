import { Box, Group, Stack, Text } from '@mantine/core';
import { ClockTime, type FareClock, type TimeRange } from '@taxi/contract';
import { useTranslation } from 'react-i18next';

const DAY = 24 * 60;
/** Minutes since midnight of a complete `HH:MM`; null while the admin is still typing it. */
const minutesOf = (clock: string) => {
  if (!ClockTime.safeParse(clock).success) return null;
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** A range as bar segments in percent of the day (from the start edge: mirrored with the hour labels right to left); a range past midnight becomes two. */
function segments({ from, to }: TimeRange): { left: number; width: number }[] {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null || start === end) return [];
  const pct = (minutes: number) => (minutes / DAY) * 100;
  if (start < end) return [{ left: pct(start), width: pct(end - start) }];
  return [{ left: pct(start), width: pct(DAY - start) }, { left: 0, width: pct(end) }].filter((part) => part.width > 0);
}

const COLORS = { night: 'var(--mantine-color-indigo-6)', peak: 'var(--mantine-color-orange-5)' };

/** The operator's day at a glance: when the night and peak surcharges apply, as the admin types. */
export function DayTimeline({ clock }: { clock: FareClock }) {
  const { t } = useTranslation('app-settings');
  const bars = [
    ...segments({ from: clock.nightTimeFrom, to: clock.nightTimeTo }).map((part) => ({ ...part, kind: 'night' as const, top: 0 })),
    ...clock.peakTimes.flatMap((range) => segments(range).map((part) => ({ ...part, kind: 'peak' as const, top: 50 }))),
  ];
  return (
    <Stack gap={6} role="img" aria-label={t('timeline.label')} data-testid="day-timeline">
      <Box pos="relative" h={28} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6, overflow: 'hidden' }}>
        {bars.map((bar, index) => (
          <Box key={index} pos="absolute" data-kind={bar.kind}
            style={{ insetInlineStart: `${bar.left}%`, width: `${bar.width}%`, top: `${bar.top}%`, height: '50%', background: COLORS[bar.kind], opacity: 0.85 }} />
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
