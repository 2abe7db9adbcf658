import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable, ExportCsvButton, listParamsSchema, localPage, pagingFor, useListParams } from '@/components/data-table';
import { paths } from '@/lib/paths';
import { useTripTypes } from '../api/get-trip-types';
import { useCan } from '@/lib/permissions';
import { useTripTypeColumns } from './trip-type-columns';

const PAGE_SIZES = [10, 25, 50] as const;
/** The URL of the list: ?search=…&pageNumber=…&pageSize=… (defaults left out). */
const listParams = listParamsSchema({ pageSizes: PAGE_SIZES, defaultPageSize: 25 }, { search: z.string().catch('') });

/**
 * /triptypes (SPEC.md §2.4) on the list pattern. The server sends every trip type (a short list),
 * so the name filter and the paging run in the browser; the export asks the server (format=csv).
 */
export function TripTypesListPage() {
  const { t } = useTranslation('trip-types');
  const may = useCan();
  const tripTypes = useTripTypes();
  const columns = useTripTypeColumns();
  const [params, setParams] = useListParams(listParams);
  const [search, setSearch] = useState(params.search);
  const [shown, setShown] = useState(params.search);
  if (shown !== params.search) {
    // Back/forward or a link changed the filter: the box follows the URL.
    setShown(params.search);
    setSearch(params.search);
  }
  const pushSearch = useDebouncedCallback((value: string) => setParams({ search: value }), 300);
  const needle = params.search.trim().toLocaleLowerCase();
  const matching = tripTypes.data?.filter((tripType) => tripType.typeName.toLocaleLowerCase().includes(needle));
  const page = matching && localPage(matching, params);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="trip-types-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text size="sm" c="dimmed" maw={480}>{t('list.caption')}</Text>
          <Group gap="sm">
            <ExportCsvButton permission="tripTypes.read" path="/api/TripType/GetTripTypes" fileName="trip-types" />
            {may('tripTypes.write') && (
              <Button component={Link} to={paths.tripTypes.add.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('list.add')}
              </Button>
            )}
          </Group>
        </Group>
        <TextInput
          label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maw={360}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            pushSearch(event.currentTarget.value);
          }}
        />
        <DataTable
          namespace="trip-types"
          label={t('list.label')}
          columns={columns}
          rows={page?.items}
          rowKey={(row) => row.tripTypeId}
          query={tripTypes}
          emptyText={params.search ? t('list.noMatch', { search: params.search }) : t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, page?.pagination, PAGE_SIZES)}
          testId="trip-types-table"
          rowTestId={(row) => `trip-type-row-${row.tripTypeId}`}
        />
      </Stack>
    </Paper>
  );
}
