import { Badge, Group, Paper, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { bookingsQueryOptions, type BoardView } from '../api/get-bookings';
import { useBookingColumns } from './booking-columns';
import { useNow } from './waiting-time';

export interface BookingsBoardProps {
  streamUp: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The dispatcher's board (issue 26): open bookings with their live state and how long each caller
 * has waited (ticking), and the ones ended in the last 24 hours; the stream keeps them live, a
 * 15 s refresh stands in while it is down. 'Show' selects a booking (`?booking=<id>`): its route
 * and driver on the map, its actions and messages beside.
 */
export function BookingsBoard({ streamUp, selectedId, onSelect }: BookingsBoardProps) {
  const { t } = useTranslation('dispatch');
  const [view, setView] = useState<BoardView>('open');
  const bookings = useQuery(bookingsQueryOptions(view, streamUp));
  const now = useNow(view === 'open' ? 1_000 : 60_000);
  const columns = useBookingColumns(view, now, selectedId, onSelect);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="board-title" data-testid="bookings-board">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="board-title">{t('board.title')}</Title>
        <Badge variant="dot" color={streamUp ? 'green.9' : 'gray.6'} tt="none" data-testid="dispatch-stream" data-up={streamUp}>
          {streamUp ? t('board.live') : t('board.refreshing')}
        </Badge>
      </Group>
      <Tabs value={view} onChange={(next) => setView((next as BoardView) ?? 'open')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="open" data-testid="board-open">{t('board.open')}</Tabs.Tab>
          <Tabs.Tab value="ended" data-testid="board-ended">{t('board.ended')}</Tabs.Tab>
        </Tabs.List>
        {(['open', 'ended'] as const).map((panel) => (
          <Tabs.Panel key={panel} value={panel}>
            {panel === view && (
              <DataTable
                namespace="dispatch"
                label={t(`board.${panel}Label`)}
                columns={columns}
                rows={bookings.data}
                rowKey={(row) => row.id}
                query={bookings}
                emptyText={t(`board.${panel}Empty`)}
                errorText={t('board.loadError')}
                testId="bookings-table"
                rowTestId={(row) => `booking-row-${row.id}`}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
