import { Button, Text } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import type { Booking } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { formatDateTime, formatMoney, NO_VALUE } from '@/lib/format';
import type { BoardView } from '../api/get-bookings';
import { BookingStateBadge } from './booking-state-badge';
import { waitingText } from './waiting-time';

const WAITING_STATES = new Set(['searching', 'offered', 'noDriver']);
const firstPlace = (booking: Booking) => booking.places[0]?.name ?? NO_VALUE;
const lastPlace = (booking: Booking) => booking.places[booking.places.length - 1]?.name ?? NO_VALUE;

/** The board's columns (docs/list-pattern.md): the open view ticks the wait; the ended view shows the fare or fee. */
export function useBookingColumns(view: BoardView, now: number, selectedId: number | null, onSelect: (id: number) => void): DataTableColumn<Booking>[] {
  const { t, i18n } = useTranslation('dispatch');
  const language = i18n.language;
  return useMemo(() => {
    const columns: DataTableColumn<Booking>[] = [
      { key: 'id', header: 'columns.id', cell: (row) => `#${row.id}`, mobile: 'title', noWrap: true },
      {
        key: 'customer',
        header: 'columns.customer',
        cell: (row) => (
          <div>
            <Text size="sm">{row.customer.name} {row.customer.surname}</Text>
            <Text size="xs" c="dimmed" dir="ltr">{row.customer.phoneNumber}</Text>
          </div>
        ),
      },
      { key: 'route', header: 'columns.route', cell: (row) => <Text size="sm">{t('board.fromTo', { from: firstPlace(row), to: lastPlace(row) })}</Text> },
      { key: 'state', header: 'columns.state', cell: (row) => <BookingStateBadge booking={row} /> },
    ];
    if (view === 'open') {
      columns.push({
        key: 'waiting',
        header: 'columns.waiting',
        numeric: true,
        cell: (row) =>
          row.state === 'scheduled' && row.scheduledFor
            ? <Text size="sm" span>{t('board.at', { time: formatDateTime(row.scheduledFor, language) })}</Text>
            : WAITING_STATES.has(row.state) ? <span data-testid="waiting">{waitingText(row.waitingSince, now)}</span> : NO_VALUE,
      });
    } else {
      columns.push({ key: 'fare', header: 'columns.fare', numeric: true, cell: (row) => (row.fare > 0 ? formatMoney(row.fare, language) : NO_VALUE) });
    }
    columns.push(
      { key: 'driver', header: 'columns.driver', cell: (row) => (row.driver ? `${row.driver.name} ${row.driver.surname}` : NO_VALUE) },
      {
        key: 'actions',
        header: 'columns.actions',
        mobile: 'actions',
        align: 'end',
        cell: (row) => (
          <Button
            size="compact-sm"
            variant={row.id === selectedId ? 'filled' : 'default'}
            leftSection={<IconMapSearch size={14} aria-hidden />}
            aria-pressed={row.id === selectedId}
            aria-label={t('board.show', { id: row.id })}
            onClick={() => onSelect(row.id)}
            data-testid={`show-booking-${row.id}`}
          >
            {t('board.showShort')}
          </Button>
        ),
      },
    );
    return columns;
  }, [view, now, selectedId, onSelect, t, language]);
}
