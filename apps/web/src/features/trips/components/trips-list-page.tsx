import { Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, FilterChips, pagingFor, useListParams } from '@/components/data-table';
import type { UserPickerSource } from '@/components/user-picker';
import { TRIPS_PATH, useTrips } from '../api/get-trips';
import { useTripColumns } from './trip-columns';
import { useTripFilterChips, NO_TRIP_FILTERS } from './trip-filter-chips';
import { TripFilters } from './trip-filters';
import { TRIPS_PAGE_SIZES, toRequestParams, tripsListParams } from './trips-list-params';

/**
 * /trips (SPEC.md §2.9) on the list pattern: the four filters and the page in the URL
 * (`?userId=` from a user page pre-fills the user picker), the selected filters as chips with 'Clear all', CSV of the filtered rows.
 */
export function TripsListPage({ users }: { users: UserPickerSource }) {
  const { t } = useTranslation('trips');
  const columns = useTripColumns();
  const [params, setParams] = useListParams(tripsListParams);
  const request = toRequestParams(params);
  const trips = useTrips(request);
  const { pageNumber: _page, pageSize: _size, ...filters } = request;
  const chips = useTripFilterChips(params, setParams, users.labelOf);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trips-page">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4">{t('title')}</Title>
          <ExportCsvButton permission="trips.export" path={TRIPS_PATH} params={filters} fileName="trips" />
        </Group>
        <TripFilters value={params} onChange={setParams} users={users} />
        <FilterChips chips={chips} onClearAll={() => setParams(NO_TRIP_FILTERS)} />
        <DataTable
          namespace="trips"
          label={t('list.label')}
          columns={columns}
          rows={trips.data?.items}
          rowKey={(row) => row.tripId}
          query={trips}
          emptyText={t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, trips.data?.pagination, TRIPS_PAGE_SIZES)}
          testId="trips-table"
          rowTestId={(row) => `trip-row-${row.tripId}`}
        />
      </Stack>
    </Paper>
  );
}
