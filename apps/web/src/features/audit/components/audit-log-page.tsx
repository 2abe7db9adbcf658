import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@taxi/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, FilterChips, pagingFor, useListParams } from '@/components/data-table';
import { operatorTimeZone } from '@/lib/operator-clock';
import { AUDIT_ENTRIES_PATH, useAuditEntries } from '../api/get-audit-entries';
import { useAuditFacets } from '../api/get-audit-facets';
import { useAuditColumns } from './audit-columns';
import { AuditEntryDialog } from './audit-entry-dialog';
import { NO_AUDIT_FILTERS, useAuditFilterChips } from './audit-filter-chips';
import { AuditFilters } from './audit-filters';
import { AUDIT_PAGE_SIZES, auditListParams, toRequestParams } from './audit-list-params';

/**
 * /audit (issue 24 item 4) on the list pattern: every recorded change, sign-in and refused sign-in,
 * newest first; the filters and the page in the URL, the selected filters as chips, each entity a
 * link to its page, each entry's before → after in a dialog, CSV of the filtered entries.
 * Needs audit.read; the export needs audit.export.
 */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useListParams(auditListParams);
  const request = toRequestParams(params);
  const entries = useAuditEntries(request);
  const facets = useAuditFacets();
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const columns = useAuditColumns(useCallback((entry: AuditEntry) => setShown(entry), []));
  const { pageNumber: _page, pageSize: _size, ...filters } = request;
  const chips = useAuditFilterChips(params, setParams, facets.data);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="audit-page">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">{t('title')}</Title>
            <Text size="sm" c="dimmed">{t('intro', { zone: operatorTimeZone() })}</Text>
          </Stack>
          <ExportCsvButton permission="audit.export" path={AUDIT_ENTRIES_PATH} params={filters} fileName="audit-log" />
        </Group>
        <AuditFilters value={params} onChange={setParams} facets={facets.data} />
        <FilterChips chips={chips} onClearAll={() => setParams(NO_AUDIT_FILTERS)} />
        <DataTable
          namespace="audit"
          label={t('list.label')}
          columns={columns}
          rows={entries.data?.items}
          rowKey={(row) => row.id}
          query={entries}
          emptyText={t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, entries.data?.pagination, AUDIT_PAGE_SIZES)}
          testId="audit-table"
          rowTestId={(row) => `audit-row-${row.id}`}
        />
      </Stack>
      <AuditEntryDialog entry={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
