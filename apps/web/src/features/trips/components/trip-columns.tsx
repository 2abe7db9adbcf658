import { ActionIcon, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TripListItem } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionColor, type DataTableColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { tripFareText } from '../trip-figures';
import { TripStatusBadge } from './trip-status-badge';

/** The columns of SPEC.md §2.9: Id, Start Time, Start Place, Status badge, Fare (TRY), Actions (headers in `trips:columns.*`). */
export function useTripColumns(): DataTableColumn<TripListItem>[] {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'tripId', header: 'columns.tripId', mobile: 'title', noWrap: true, cell: (row) => <Text fw={600} size="sm" span>#{row.tripId}</Text> },
      { key: 'startTime', header: 'columns.startTime', noWrap: true, cell: (row) => formatDateTime(row.startTime, language) },
      { key: 'startPlace', header: 'columns.startPlace', cell: (row) => row.startPlace || <Text size="sm" c="dimmed" span>{t('none')}</Text> },
      { key: 'tripStatus', header: 'columns.tripStatus', noWrap: true, cell: (row) => <TripStatusBadge status={row.tripStatus} /> },
      { key: 'fare', header: 'columns.fare', numeric: true, cell: (row) => tripFareText(row, language) },
      {
        key: 'actions',
        header: 'columns.actions',
        align: 'end',
        mobile: 'actions',
        cell: (row) => (
          <ActionIcon
            component={Link}
            to={paths.trips.details.getHref(row.tripId)}
            variant="subtle"
            size="lg"
            style={actionColor.view}
            aria-label={t('actions.view', { id: row.tripId })}
            data-testid={`trip-view-${row.tripId}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        ),
      },
    ],
    [language, t],
  );
}
