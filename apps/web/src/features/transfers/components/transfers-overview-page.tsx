import { Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { type BankTransfer, TransferStatus } from '@taxi/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportCsvButton, pagingFor, useListParams } from '@/components/data-table';
import type { DataTableColumn } from '@/components/data-table';
import { formatFullName } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { BankFilesPanel } from './bank-files-panel';
import { TRANSFERS_PATH, useTransfers } from '../api/get-transfers';
import { useTransfersOverview } from '../api/get-transfers-overview';
import { TRANSFERS_PAGE_SIZES } from '../api/transfers-page-sizes';
import { useTransferColumns } from './transfer-columns';
import { TAB_STATUS } from './transfer-status';
import { TransferTabs } from './transfer-tabs';
import { TransfersSummary } from './transfers-summary';
import { transfersListParams } from './transfers-list-params';
import { UserFilterChip } from './user-filter-chip';

/**
 * /transfers (SPEC.md §2.7): the summary of the preloaded view model, the status tabs with their
 * counts, and the table on the list pattern; tab, user filter and page live in the URL.
 */
export function TransfersOverviewPage() {
  const { t } = useTranslation('transfers');
  const may = useCan();
  const listColumns = useTransferColumns();
  /** In Progress payouts picked for a bank file (issue 25); none picked: the file takes all that can go in. */
  const [selected, setSelected] = useState<number[]>([]);
  const [params, setParams] = useListParams(transfersListParams);
  const { tab, userId, pageNumber, pageSize } = params;
  /** The bank files panel (issue 25) shows on demand (in the URL: `bankFiles=1`); while it is open the In Progress tab can pick payouts for a file. */
  const bankFilesOpen = params.bankFiles === 1;
  // the page stays where it is (any other change of the list's parameters goes back to page 1)
  const setBankFilesOpen = (open: boolean) => setParams({ bankFiles: open ? 1 : undefined, pageNumber });
  const overview = useTransfersOverview(userId);
  const status = TAB_STATUS[tab];
  const transfers = useTransfers({ status, userId, pageNumber, pageSize });
  const summary = overview.data?.summary;
  const selecting = bankFilesOpen && tab === 'inProgress' && may('transfers.bankFiles');
  const columns = useMemo<DataTableColumn<BankTransfer>[]>(() => {
    if (!selecting) return listColumns;
    const toggle = (id: number, on: boolean) => setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((item) => item !== id)));
    const select: DataTableColumn<BankTransfer> = {
      key: 'select',
      header: 'columns.select',
      mobile: 'field',
      cell: (row) =>
        row.status === TransferStatus.InProgress && !row.bankFile ? (
          <Checkbox
            checked={selected.includes(row.bankTransferId)}
            onChange={(event) => toggle(row.bankTransferId, event.currentTarget.checked)}
            aria-label={t('bankFiles.select', { id: row.bankTransferId, name: formatFullName(row.user) })}
            data-testid={`select-transfer-${row.bankTransferId}`}
          />
        ) : null,
    };
    return [select, ...listColumns];
  }, [selecting, listColumns, selected, t]);
  const filteredUser = [...(overview.data?.transfers ?? []), ...(transfers.data?.items ?? [])].find((row) => row.user.id === userId)?.user;
  return (
    <Stack gap="lg" data-testid="transfers-page">
      {summary && <TransfersSummary summary={summary} />}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Group gap="sm">
              <Title order={2} size="h4">{t('list.title')}</Title>
              {userId !== undefined && (
                <UserFilterChip userId={userId} name={filteredUser && formatFullName(filteredUser)} onRemove={() => setParams({ userId: undefined })} />
              )}
            </Group>
            <Group gap="sm">
              {may('transfers.read') && (
                <Button variant="light" leftSection={<IconBuildingBank size={16} aria-hidden />} onClick={() => setBankFilesOpen(!bankFilesOpen)} aria-expanded={bankFilesOpen} data-testid="bank-files-toggle">
                  {t('bankFiles.title')}
                </Button>
              )}
              <ExportCsvButton permission="transfers.export" path={TRANSFERS_PATH} params={{ status, userId }} fileName="bank-transfers" />
            </Group>
          </Group>
          {summary && (
            <TransferTabs value={tab} onChange={(next) => setParams({ tab: next })} summary={summary}>
              <DataTable
                namespace="transfers"
                label={t('list.label', { tab: t(`tabs.${tab}`) })}
                columns={columns}
                rows={transfers.data?.items}
                rowKey={(row) => row.bankTransferId}
                query={transfers}
                emptyText={t('list.empty')}
                errorText={t('list.loadError')}
                paging={pagingFor(params, setParams, transfers.data?.pagination, TRANSFERS_PAGE_SIZES)}
                testId="transfers-table"
                rowTestId={(row) => `transfer-row-${row.bankTransferId}`}
              />
            </TransferTabs>
          )}
        </Stack>
      </Paper>
      {bankFilesOpen && <BankFilesPanel selected={selecting ? selected : []} onMade={() => setSelected([])} />}
    </Stack>
  );
}
