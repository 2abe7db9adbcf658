import { ActionIcon, Anchor, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { VehicleListItem } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionColor, type DataTableColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/verification';
import { formatFullName } from '@/lib/format';
import { paths } from '@/lib/paths';

function ViewVehicle({ vehicle }: { vehicle: VehicleListItem }) {
  const { t } = useTranslation('vehicles');
  const label = t('actions.view', { name: `${vehicle.vehicleBrand} ${vehicle.vehicleModel} ${vehicle.vehiclePlate}` });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="lg" style={actionColor.view} component={Link} to={paths.vehicles.details.getHref(vehicle.vehicleId)} aria-label={label}>
        <IconEye size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The columns of SPEC.md §2.6 (headers in `vehicles:columns.*`) and the verification status (issue 22); Id (newest first) and status sort. */
export function useVehicleColumns(): DataTableColumn<VehicleListItem>[] {
  return useMemo(
    () => [
      { key: 'id', header: 'columns.id', mobile: 'title', numeric: true, sortKey: 'created', sortFirst: 'desc', cell: (row) => <Text fw={600} size="sm" span>{row.vehicleId}</Text> },
      { key: 'tripType', header: 'columns.tripType', cell: (row) => row.tripType },
      { key: 'brand', header: 'columns.brand', cell: (row) => row.vehicleBrand },
      { key: 'model', header: 'columns.model', cell: (row) => row.vehicleModel },
      { key: 'year', header: 'columns.year', numeric: true, cell: (row) => row.vehicleYear },
      {
        key: 'user',
        header: 'columns.user',
        cell: (row) => (
          <Anchor component={Link} to={paths.users.details.getHref(row.user.id)} size="sm">{formatFullName(row.user)}</Anchor>
        ),
      },
      { key: 'plate', header: 'columns.plate', noWrap: true, cell: (row) => <span dir="ltr">{row.vehiclePlate}</span> },
      { key: 'status', header: 'columns.status', noWrap: true, sortKey: 'status', cell: (row) => <StatusBadge kind="verification" status={row.verificationStatus} /> },
      { key: 'actions', header: 'columns.actions', mobile: 'actions', align: 'center', cell: (row) => <ViewVehicle vehicle={row} /> },
    ],
    [],
  );
}
