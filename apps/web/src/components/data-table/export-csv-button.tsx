import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryValue } from '@/lib/build-url';
import { downloadCsv } from '@/lib/download-csv';
import { errorMessage } from '@/lib/api-client';

interface ExportCsvButtonProps {
  /** The list's path, e.g. '/api/users/GetUsers'. */
  path: string;
  /** The list's current filters (paging is dropped: the export holds every filtered row). */
  params?: Record<string, QueryValue>;
  /** File name without '.csv'. */
  fileName: string;
}

/** 'Export CSV' of the filtered rows, headers in the active language. */
export function ExportCsvButton({ path, params = {}, fileName }: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation('data-table');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, { ...params, lang: i18n.language }, fileName);
    } catch (error) {
      notifications.show({ color: 'red', title: t('exportFailed'), message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
      {t('export')}
    </Button>
  );
}
