import { Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, FilterChips, pagingFor, useListParams } from '@/components/data-table';
import type { UserPickerSource } from '@/components/user-picker';
import { PAYMENTS_PATH, usePayments } from '../api/get-payments';
import { usePaymentColumns } from './payment-columns';
import { usePaymentFilterChips, NO_PAYMENT_FILTERS } from './payment-filter-chips';
import { PaymentFilters } from './payment-filters';
import { PAYMENTS_PAGE_SIZES, paymentsListParams, toRequestParams } from './payments-list-params';

/**
 * /payments (SPEC.md §2.10) on the list pattern: the four filters and the page in the URL
 * (`?userId=` from the user page pre-fills the user picker), the selected filters as chips with 'Clear all', CSV of the filtered rows.
 */
export function PaymentsListPage({ users }: { users: UserPickerSource }) {
  const { t } = useTranslation('payments');
  const columns = usePaymentColumns();
  const [params, setParams] = useListParams(paymentsListParams);
  const request = toRequestParams(params);
  const payments = usePayments(request);
  const { pageNumber: _page, pageSize: _size, ...filters } = request;
  const chips = usePaymentFilterChips(params, setParams, users.labelOf);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="payments-page">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4">{t('title')}</Title>
          <ExportCsvButton permission="payments.export" path={PAYMENTS_PATH} params={filters} fileName="payments" />
        </Group>
        <PaymentFilters value={params} onChange={setParams} users={users} />
        <FilterChips chips={chips} onClearAll={() => setParams(NO_PAYMENT_FILTERS)} />
        <DataTable
          namespace="payments"
          label={t('list.label')}
          columns={columns}
          rows={payments.data?.items}
          rowKey={(row) => row.customerPaymentId}
          query={payments}
          emptyText={t('list.empty')}
          errorText={t('list.loadError')}
          paging={pagingFor(params, setParams, payments.data?.pagination, PAYMENTS_PAGE_SIZES)}
          testId="payments-table"
          rowTestId={(row) => `payment-row-${row.customerPaymentId}`}
        />
      </Stack>
    </Paper>
  );
}
