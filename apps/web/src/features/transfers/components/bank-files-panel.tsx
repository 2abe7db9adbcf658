import { Alert, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import type { BankFile, CreateBankFileResponse } from '@taxi/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { ApiRequestError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { downloadBankFile, useBankFiles, useCreateBankFile } from '../api/bank-files';
import { StatementImportDialog } from './statement-import-dialog';

const PAGE_SIZES = [5, 10, 25] as const;

function FileActions({ file, onImport }: { file: BankFile; onImport: (file: BankFile) => void }) {
  const { t } = useTranslation('transfers');
  const save = (format: 'pain001' | 'csv') => downloadBankFile(file, format).catch((error: unknown) => notify.error(errorText(error, t, t('bankFiles.downloadFailed'))));
  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} aria-label={t('bankFiles.downloadOf', { messageId: file.messageId })}>
            {t('bankFiles.download')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void save('pain001')} data-testid={`download-pain001-${file.bankFileId}`}>{t('bankFiles.pain001')}</Menu.Item>
          <Menu.Item onClick={() => void save('csv')} data-testid={`download-csv-${file.bankFileId}`}>{t('bankFiles.csv')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" variant="light" leftSection={<IconFileImport size={14} aria-hidden />} onClick={() => onImport(file)} aria-label={t('bankFiles.importOf', { messageId: file.messageId })} data-testid={`import-statement-${file.bankFileId}`}>
        {t('bankFiles.importStatement')}
      </Button>
    </Group>
  );
}

/**
 * The bank files of the transfers screen (issue 25, docs/money.md): make a file of the selected In
 * Progress payouts (or of all that can go in), download it as pain.001 XML or CSV, import the
 * bank's statement for it and read the report. On the list pattern; Finance and Admin only.
 */
export function BankFilesPanel({ selected, onMade }: { selected: readonly number[]; onMade: () => void }) {
  const { t, i18n } = useTranslation('transfers');
  const may = useCan();
  const [page, setPage] = useState({ pageNumber: 1, pageSize: 5 });
  const files = useBankFiles(page.pageNumber, page.pageSize);
  const create = useCreateBankFile();
  const [made, setMade] = useState<CreateBankFileResponse | null>(null);
  const [importing, setImporting] = useState<BankFile | null>(null);
  const language = i18n.language;
  const columns = useMemo<DataTableColumn<BankFile>[]>(
    () => [
      { key: 'messageId', header: 'bankFiles.columns.messageId', mobile: 'title', noWrap: true, cell: (row) => <Text size="sm" fw={600} span>{row.messageId}</Text> },
      { key: 'createdAt', header: 'bankFiles.columns.createdAt', noWrap: true, cell: (row) => formatDateTime(row.createdAt, language) },
      { key: 'count', header: 'bankFiles.columns.count', numeric: true, cell: (row) => row.numberOfTransactions },
      { key: 'sum', header: 'bankFiles.columns.sum', numeric: true, noWrap: true, cell: (row) => formatMoney(row.controlSum, language) },
      { key: 'state', header: 'bankFiles.columns.state', cell: (row) => t('bankFiles.state', { open: row.openCount, completed: row.completedCount, rejected: row.rejectedCount }) },
      { key: 'actions', header: 'bankFiles.columns.actions', mobile: 'actions', cell: (row) => <FileActions file={row} onImport={setImporting} /> },
    ],
    [language, t],
  );
  const make = () =>
    create.mutate(selected.length > 0 ? [...selected] : undefined, {
      onSuccess: (file) => {
        setMade(file);
        onMade();
        notify.success(t('bankFiles.made', { messageId: file.messageId, count: file.numberOfTransactions }));
      },
      onError: (error) => notify.error(`${errorText(error, t, t('bankFiles.makeFailed'))}${error instanceof ApiRequestError && error.code === 'bank_file.not_eligible' ? ` ${error.message}` : ''}`, { title: t('bankFiles.makeFailed') }),
    });
  if (!may('transfers.read')) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="bank-files">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4">{t('bankFiles.title')}</Title>
          {may('transfers.bankFiles') && (
            <Button onClick={make} loading={create.isPending} data-testid="make-bank-file">
              {selected.length > 0 ? t('bankFiles.makeSelected', { count: selected.length }) : t('bankFiles.makeAll')}
            </Button>
          )}
        </Group>
        {made && made.skipped.length > 0 && (
          <Alert color="yellow" title={t('bankFiles.skippedTitle', { count: made.skipped.length })} data-testid="bank-file-skipped" withCloseButton onClose={() => setMade(null)} closeButtonLabel={t('actions.close')}>
            <Stack gap={2}>{made.skipped.map((skip) => <Text size="sm" key={skip.bankTransferId}>{t(`bankFiles.skip.${skip.reason}`, { id: skip.bankTransferId })}</Text>)}</Stack>
          </Alert>
        )}
        <DataTable
          namespace="transfers"
          label={t('bankFiles.title')}
          columns={may('transfers.bankFiles') ? columns : columns.filter((column) => column.key !== 'actions')}
          rows={files.data?.items}
          rowKey={(row) => row.bankFileId}
          query={files}
          emptyText={t('bankFiles.empty')}
          errorText={t('bankFiles.loadError')}
          paging={{
            ...page,
            totalItems: files.data?.pagination.totalItems ?? 0,
            totalPages: files.data?.pagination.totalPages ?? 0,
            pageSizes: PAGE_SIZES,
            onPageChange: (pageNumber) => setPage((current) => ({ ...current, pageNumber })),
            onPageSizeChange: (pageSize) => setPage({ pageNumber: 1, pageSize }),
          }}
          testId="bank-files-table"
          rowTestId={(row) => `bank-file-row-${row.bankFileId}`}
        />
      </Stack>
      {importing && <StatementImportDialog file={importing} onClose={() => setImporting(null)} />}
    </Paper>
  );
}
