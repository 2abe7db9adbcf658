import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { TripType } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionColor, type DataTableColumn } from '@/components/data-table';
import { formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { paths } from '@/lib/paths';

function TripTypeActions({ tripType }: { tripType: TripType }) {
  const { t } = useTranslation('trip-types');
  const view = t('actions.view', { name: tripType.typeName });
  const edit = t('actions.edit', { name: tripType.typeName });
  const may = useCan();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={view} withArrow>
        <ActionIcon variant="subtle" size="lg" style={actionColor.view} component={Link} to={paths.tripTypes.details.getHref(tripType.tripTypeId)} aria-label={view}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {may('tripTypes.write') && <Tooltip label={edit} withArrow>
        <ActionIcon variant="subtle" size="lg" color="orange" style={actionColor.edit} component={Link} to={paths.tripTypes.update.getHref(tripType.tripTypeId)} aria-label={edit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>}
    </Group>
  );
}

/** The columns of SPEC.md §2.4 (headers in `trip-types:columns.*`), money in TRY from kuruş. */
export function useTripTypeColumns(): DataTableColumn<TripType>[] {
  const { i18n } = useTranslation('trip-types');
  const language = i18n.language;
  return useMemo(() => {
    const money = (kurus: number) => formatMoney(kurus, language);
    return [
      { key: 'id', header: 'columns.id', cell: (row) => row.tripTypeId },
      { key: 'name', header: 'columns.name', mobile: 'title', cell: (row) => <Text fw={600} size="sm" span>{row.typeName}</Text> },
      { key: 'baseFare', header: 'columns.baseFare', numeric: true, cell: (row) => money(row.baseFare) },
      { key: 'perKmFare', header: 'columns.perKmFare', numeric: true, cell: (row) => money(row.perKmFare) },
      { key: 'perMinuteFare', header: 'columns.perMinuteFare', numeric: true, cell: (row) => money(row.perMinuteFare) },
      { key: 'systemPercentage', header: 'columns.systemPercentage', numeric: true, cell: (row) => formatPercent(row.systemPercentage, language) },
      { key: 'lastModified', header: 'columns.lastModified', noWrap: true, cell: (row) => formatDateTime(row.lastModifiedDate, language) },
      { key: 'actions', header: 'columns.actions', mobile: 'actions', cell: (row) => <TripTypeActions tripType={row} /> },
    ];
  }, [language]);
}
