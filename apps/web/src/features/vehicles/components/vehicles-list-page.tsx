import { Group, Paper, Select, Stack } from '@mantine/core';
import type { TripTypeOption } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, FilterChips, pagingFor, SearchFilter, sortingFor, useListParams, type FilterChip } from '@/components/data-table';
import { ExpiryFilter, VerificationStatusFilter, verificationStatusOf } from '@/components/verification';
import { VEHICLES_PATH, useVehicles, vehiclesRequestParams } from '../api/get-vehicles';
import { useVehicleColumns } from './vehicle-columns';
import { VEHICLES_PAGE_SIZES, vehiclesListParams } from './vehicles-list-params';

interface VehiclesListPageProps {
  /** The trip-type filter's options (GetTripTypeOptions); undefined while loading. */
  tripTypeOptions: TripTypeOption[] | undefined;
  /** The name of the owner `?userId=` names, once known. */
  ownerName: (userId: number) => string | undefined;
}

/**
 * /vehicles (SPEC.md §2.6) on the list pattern: server-paged; the trip-type filter (All plus the
 * options), the free-text owner filter (name, e-mail, phone or pretty id; debounced) and `?userId=`
 * and the verification status (`?status=pending`) shown as removable chips with 'Clear all'; filters,
 * order and page in the URL; CSV of the filtered rows in the same order.
 */
export function VehiclesListPage({ tripTypeOptions, ownerName }: VehiclesListPageProps) {
  const { t } = useTranslation(['vehicles', 'verification']);
  const columns = useVehicleColumns();
  const [params, setParams] = useListParams(vehiclesListParams);
  const vehicles = useVehicles(params);

  const tripTypeName = tripTypeOptions?.find((option) => option.tripTypeId === params.tripType)?.typeName;
  const owner = params.userId ? (ownerName(params.userId) ?? vehicles.data?.items[0]?.user) : undefined;
  const ownerLabel = typeof owner === 'string' ? owner : owner ? `${owner.firstName} ${owner.lastName}` : `#${params.userId}`;
  const chips: FilterChip[] = [];
  if (params.tripType) chips.push({ key: 'tripType', label: t('filters.tripTypeChip', { name: tripTypeName ?? `#${params.tripType}` }), onRemove: () => setParams({ tripType: 0 }) });
  if (params.userId) chips.push({ key: 'userId', label: t('filters.ownerChip', { name: ownerLabel }), onRemove: () => setParams({ userId: 0 }) });
  if (params.user) chips.push({ key: 'user', label: t('filters.userChip', { text: params.user }), onRemove: () => setParams({ user: '' }) });
  if (params.expiry !== 'all') chips.push({ key: 'expiry', label: t('verification:expiry.chip', { value: t(`verification:expiry.${params.expiry}`) }), onRemove: () => setParams({ expiry: 'all' }) });
  if (params.status !== 'all') {
    const status = t(`verification:status.${verificationStatusOf(params.status)}`);
    chips.push({ key: 'status', label: t('filters.statusChip', { status }), onRemove: () => setParams({ status: 'all' }) });
  }

  return (
    <Paper withBorder radius="md" p="lg" data-testid="vehicles-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group align="flex-end" gap="sm">
            <Select
              label={t('filters.tripType')}
              data={[{ value: '0', label: t('filters.all') }, ...(tripTypeOptions ?? []).map((option) => ({ value: String(option.tripTypeId), label: option.typeName }))]}
              value={String(params.tripType)}
              onChange={(value) => setParams({ tripType: Number(value ?? 0) })}
              allowDeselect={false}
              w={220}
              maw="100%"
              data-testid="trip-type-filter"
            />
            <SearchFilter label={t('filters.user')} placeholder={t('filters.userPlaceholder')} value={params.user} onSearch={(user) => setParams({ user })} width={300} data-testid="user-filter" />
            <VerificationStatusFilter value={params.status} onChange={(status) => setParams({ status })} />
            <ExpiryFilter value={params.expiry} onChange={(expiry) => setParams({ expiry })} />
          </Group>
          <ExportCsvButton permission="vehicles.export" path={VEHICLES_PATH} params={vehiclesRequestParams(params)} fileName="vehicles" />
        </Group>
        <FilterChips chips={chips} onClearAll={() => setParams({ tripType: 0, userId: 0, user: '', status: 'all', expiry: 'all' })} />
        <DataTable
          namespace="vehicles"
          label={t('list.label')}
          columns={columns}
          rows={vehicles.data?.items}
          rowKey={(row) => row.vehicleId}
          query={vehicles}
          emptyText={chips.length > 0 ? t('list.noMatch') : t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, vehicles.data?.pagination, VEHICLES_PAGE_SIZES)}
          sorting={sortingFor(params, setParams)}
          testId="vehicles-table"
          rowTestId={(row) => `vehicle-row-${row.vehicleId}`}
        />
      </Stack>
    </Paper>
  );
}
