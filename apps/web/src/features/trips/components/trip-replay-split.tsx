import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type { TripTrack } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { formatKilometres, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { minutes, trackSplit, trackStretches, type TrackSplit } from '../replay/track-split';

/** At most this many stretches are listed: a long trip's marks are summed in the table above them. */
const LISTED_STRETCHES = 6;

const NUMBER_CELL = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The replay's split as text (and the screen readers' version of the map's marks): kilometres and
 * minutes driven in the night window and in peak ranges and what they added, the base and the total;
 * the DESIGN.md §5 rule (a surcharge applies to the whole trip when it starts in its window); a
 * warning when today's rates no longer give what was charged; and when each stretch was driven.
 */
export function TripReplaySplit({ track }: { track: TripTrack }) {
  const { t } = useTranslation('trips');
  const split = trackSplit(track);
  return (
    <Stack gap="sm" data-testid="trip-replay-split">
      <Title order={4} size="h6">{t('replay.split.title')}</Title>
      {split ? <SplitLines split={split} /> : <Text size="sm" data-testid="trip-replay-pending">{t('replay.split.pending')}</Text>}
      {split && <Stretches track={track} />}
    </Stack>
  );
}

function SplitLines({ split }: { split: TrackSplit }) {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  const money = (kurus: number) => formatMoney(kurus, language);
  const share = (key: 'night' | 'peak' | 'outside') => ({
    key,
    label: t(`replay.split.${key}`, { km: formatKilometres(split[key].meters, language), minutes: formatNumber(minutes(split[key].seconds), language) }),
    value: money(split[key].amount),
  });
  const lines = [share('night'), share('peak'), share('outside'), { key: 'base', label: t('replay.split.base'), value: money(split.baseAmount) }];
  const windows = split.nightApplied && split.peakApplied ? 'both' : split.nightApplied ? 'night' : 'peak';
  return (
    <>
      <Table aria-label={t('replay.split.title')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" fw={500} c="dimmed" fz="xs">{t('replay.split.stretch')}</Table.Th>
            <Table.Th scope="col" fw={500} c="dimmed" fz="xs" style={NUMBER_CELL}>{t('replay.split.added')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} data-testid={`trip-replay-${line.key}`}>
              <Table.Th scope="row" fw={400}>{line.label}</Table.Th>
              <Table.Td style={NUMBER_CELL}>{line.value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-testid="trip-replay-total">
            <Table.Th scope="row" fw={700}>{t('replay.split.total')}</Table.Th>
            <Table.Td style={{ ...NUMBER_CELL, fontWeight: 700 }}>{money(split.total)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" data-testid="trip-replay-rule">
        {split.nightApplied || split.peakApplied
          ? t('replay.split.surchargeApplies', { windows: t(`replay.split.windows.${windows}`), percent: formatPercent(split.surchargePercent, language) })
          : t('replay.split.noSurcharge')}
      </Text>
      {split.changedSince && (
        <Alert color="orange" variant="light" data-testid="trip-replay-mismatch">
          {t('replay.split.mismatch', { stored: money(split.storedFare), total: money(split.total) })}
        </Alert>
      )}
    </>
  );
}

/** When each marked stretch was driven: the map's colours in words. */
function Stretches({ track }: { track: TripTrack }) {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  const stretches = trackStretches(track);
  const listed = stretches.slice(0, LISTED_STRETCHES);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="trip-replay-stretches">{t('replay.split.stretches')}</Text>
      <List size="sm" spacing={2} aria-labelledby="trip-replay-stretches" data-testid="trip-replay-stretches">
        {listed.map((stretch) => (
          <List.Item key={stretch.firstPoint}>
            {t('replay.split.stretchLine', {
              time: stretch.localTime,
              mark: t(`replay.mark.${stretch.mark}`),
              km: formatKilometres(stretch.meters, language),
              minutes: formatNumber(minutes(stretch.seconds), language),
              amount: formatMoney(stretch.amount, language),
            })}
          </List.Item>
        ))}
      </List>
      {stretches.length > listed.length && <Text size="xs" c="dimmed">{t('replay.split.moreStretches', { count: stretches.length - listed.length })}</Text>}
    </Stack>
  );
}
