import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import type { TripType } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

const COLUMNS = ['id', 'name', 'baseFare', 'perKmFare', 'perMinuteFare', 'systemPercentage', 'lastModified', 'actions'] as const;
const NUMERIC = new Set<string>(['baseFare', 'perKmFare', 'perMinuteFare', 'systemPercentage']);

/** The columns of SPEC.md §2.4, money in TRY from kuruş. */
export function TripTypesTable({ tripTypes }: { tripTypes: TripType[] }) {
  const { t, i18n } = useTranslation('trip-types');
  const money = (kurus: number) => formatMoney(kurus, i18n.language);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="trip-types-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta={NUMERIC.has(column) ? 'right' : undefined}>{t(`columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tripTypes.map((tripType) => (
            <Table.Tr key={tripType.tripTypeId} data-testid={`trip-type-row-${tripType.tripTypeId}`}>
              <Table.Td>{tripType.tripTypeId}</Table.Td>
              <Table.Td>
                <Text fw={600} size="sm">{tripType.typeName}</Text>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">{money(tripType.baseFare)}</Table.Td>
              <Table.Td ta="right" ff="monospace">{money(tripType.perKmFare)}</Table.Td>
              <Table.Td ta="right" ff="monospace">{money(tripType.perMinuteFare)}</Table.Td>
              <Table.Td ta="right">{tripType.systemPercentage} %</Table.Td>
              <Table.Td>{formatDateTime(tripType.lastModifiedDate, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('actions.view', { name: tripType.typeName })} withArrow>
                    <ActionIcon variant="subtle" component={Link} to={paths.tripTypes.details.getHref(tripType.tripTypeId)} aria-label={t('actions.view', { name: tripType.typeName })}>
                      <IconEye size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('actions.edit', { name: tripType.typeName })} withArrow>
                    <ActionIcon variant="subtle" color="orange" component={Link} to={paths.tripTypes.update.getHref(tripType.tripTypeId)} aria-label={t('actions.edit', { name: tripType.typeName })}>
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
