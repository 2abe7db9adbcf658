import { Alert, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TripTrack } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackReplayMap, type TrackMark } from '@/components/map';
import { formatTime } from '@/lib/format';
import { useTripTrack } from '../api/get-trip-track';
import { positionAt, trackEnd } from '../replay/track-position';
import { legMark, trackStretches } from '../replay/track-split';
import { useReplayPlayer } from '../replay/use-replay-player';
import { TripReplayControls } from './trip-replay-controls';
import { TripReplayLegend } from './trip-replay-legend';
import { TripReplaySplit } from './trip-replay-split';

/**
 * Issue 27 item 4: the trip's driven track replayed on the map with time, the stretches driven in
 * the night window or a peak range marked, and beside it the split of the fare over them as text.
 * A trip without a kept track says so.
 */
export function TripReplayCard({ tripId }: { tripId: number }) {
  const { t } = useTranslation('trips');
  const track = useTripTrack(tripId);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trip-replay">
      <Stack gap="md">
        <Title order={3} size="h5">{t('replay.title')}</Title>
        {track.isPending ? (
          <Skeleton h={360} radius="md" role="status" aria-label={t('replay.loading')} />
        ) : track.isError ? (
          <Alert color="red" variant="light" data-testid="trip-replay-error">{t('replay.loadError')}</Alert>
        ) : track.data.points.length < 2 ? (
          <Text size="sm" data-testid="trip-replay-empty">{t('replay.empty')}</Text>
        ) : (
          <TripReplay track={track.data} />
        )}
      </Stack>
    </Paper>
  );
}

function TripReplay({ track }: { track: TripTrack }) {
  const { t, i18n } = useTranslation('trips');
  const end = trackEnd(track.points);
  const player = useReplayPlayer(end);
  const line = useMemo(() => track.points.map(([, latitude, longitude]) => [longitude, latitude] as [number, number]), [track.points]);
  // a stretch in both windows is marked twice: the night band under the peak dashes
  const marks = useMemo<TrackMark[]>(
    () =>
      trackStretches(track).flatMap((stretch) => [
        ...(stretch.mark === 'night' || stretch.mark === 'both' ? [{ kind: 'night' as const, first: stretch.firstPoint, last: stretch.lastPoint }] : []),
        ...(stretch.mark === 'peak' || stretch.mark === 'both' ? [{ kind: 'peak' as const, first: stretch.firstPoint, last: stretch.lastPoint }] : []),
      ]),
    [track],
  );
  const position = useMemo(() => positionAt(track.points, player.seconds), [track.points, player.seconds]);
  // legs[i] runs from point i to point i + 1 (the contract's TrackLeg.from)
  const leg = position ? track.legs[position.leg] : undefined;
  const start = Date.parse(track.startTime);
  const clockAt = (seconds: number) => formatTime(new Date(start + seconds * 1000), i18n.language, track.timeZone);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="sm">
          <TrackReplayMap line={line} marks={marks} car={position} label={t('replay.map')} />
          <TripReplayLegend />
          <TripReplayControls player={player} end={end} clockAt={clockAt} mark={leg ? legMark(leg) : null} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TripReplaySplit track={track} />
      </Grid.Col>
    </Grid>
  );
}
