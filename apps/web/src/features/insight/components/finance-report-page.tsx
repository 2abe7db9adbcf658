import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { REPORT_PERIODS, type ReportPeriod } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, pagingFor, useListParams } from '@/components/data-table';
import { FINANCE_REPORT_PATH, useFinanceReport } from '../api/get-finance-report';
import { useFinanceReportColumns } from './finance-report-columns';
import { REPORT_PAGE_SIZES, financeReportListParams, toReportRequest } from './finance-report-params';

/**
 * /reports/finance (issue 27 item 2) on the list pattern: per day, week or month, newest first,
 * gross, commission, driver earnings, cash and card, cancellations and their fees; the period,
 * the days and the page in the URL; CSV of the whole range.
 */
export function FinanceReportPage() {
  const { t } = useTranslation('insight');
  const columns = useFinanceReportColumns();
  const [params, setParams] = useListParams(financeReportListParams);
  const request = toReportRequest(params);
  const report = useFinanceReport(request);
  const { pageNumber: _page, pageSize: _size, ...filters } = request;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="finance-report-page">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4">{t('report.title')}</Title>
          <ExportCsvButton permission="reports.export" path={FINANCE_REPORT_PATH} params={filters} fileName={`finance-report-${params.period}`} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-period-label">{t('report.period')}</Text>
            <SegmentedControl
              aria-labelledby="report-period-label"
              value={params.period}
              onChange={(period) => setParams({ period: period as ReportPeriod })}
              data={REPORT_PERIODS.map((period) => ({ value: period, label: t(`report.periods.${period}`) }))}
              data-testid="report-period"
            />
          </Stack>
          <TextInput type="date" label={t('report.dateFrom')} value={params.dateFrom ?? ''} onChange={(event) => setParams({ dateFrom: event.currentTarget.value || undefined })} data-testid="report-date-from" />
          <TextInput type="date" label={t('report.dateTo')} value={params.dateTo ?? ''} onChange={(event) => setParams({ dateTo: event.currentTarget.value || undefined })} data-testid="report-date-to" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">{t('report.rangeHint')}</Text>
        <DataTable
          namespace="insight"
          label={t('report.list.label')}
          columns={columns}
          rows={report.data?.items}
          rowKey={(row) => row.periodStart}
          query={report}
          emptyText={t('report.list.empty')}
          errorText={t('report.list.loadError')}
          paging={pagingFor(params, setParams, report.data?.pagination, REPORT_PAGE_SIZES)}
          testId="finance-report-table"
          rowTestId={(row) => `report-row-${row.periodStart}`}
        />
      </Stack>
    </Paper>
  );
}
