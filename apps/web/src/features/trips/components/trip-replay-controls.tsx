import { ActionIcon, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { LegMark } from '../replay/track-split';
import { REPLAY_SPEEDS, type ReplaySpeed, type useReplayPlayer } from '../replay/use-replay-player';

/** Arrow keys move the replay by 5 s, Page Up / Page Down by a minute (the WAI-ARIA slider's larger step). */
const STEP_SECONDS = 5;
const PAGE_SECONDS = 60;

export interface TripReplayControlsProps {
  player: ReturnType<typeof useReplayPlayer>;
  end: number;
  /** The operator's clock at a replay time. */
  clockAt: (seconds: number) => string;
  /** The mark of the leg under the car, in words beside the clock. */
  mark: LegMark | null;
}

/** Play/pause, the speed and the scrubber, with the clock time and the elapsed minutes as text (and as the slider's value text). */
export function TripReplayControls({ player, end, clockAt, mark }: TripReplayControlsProps) {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  const elapsed = (seconds: number) => formatNumber(Math.floor(seconds / 60), language);
  const valueText = (seconds: number) => t('replay.valueText', { time: clockAt(seconds), elapsed: elapsed(seconds), total: elapsed(end) });
  const now = Math.round(player.seconds);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    player.pause();
    player.seek(now + (event.key === 'PageUp' ? PAGE_SECONDS : -PAGE_SECONDS));
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon size="lg" variant="filled" onClick={player.toggle} aria-label={player.playing ? t('replay.pause') : t('replay.play')} data-testid="trip-replay-play">
            {player.playing ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
          </ActionIcon>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="trip-replay-clock">
            {t('replay.position', { time: clockAt(now), elapsed: elapsed(now), total: elapsed(end) })}
          </Text>
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('replay.speed')}
          value={String(player.speed)}
          onChange={(value) => player.setSpeed(Number(value) as ReplaySpeed)}
          data={REPLAY_SPEEDS.map((speed) => ({ value: String(speed), label: t('replay.speedValue', { speed }) }))}
        />
      </Group>
      <Slider
        min={0}
        max={end}
        step={STEP_SECONDS}
        value={now}
        onChange={(value) => {
          player.pause();
          player.seek(value);
        }}
        onKeyDown={onKeyDown}
        // no tooltip over the thumb: the clock beside the play button already says it (and it covered that line)
        label={null}
        thumbLabel={t('replay.scrubber')}
        thumbValueText={valueText}
        data-testid="trip-replay-scrubber"
      />
      <Text size="xs" c="dimmed" data-testid="trip-replay-now">{mark ? t(`replay.now.${mark}`) : '\u00a0'}</Text>
    </Stack>
  );
}
