import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@taxi/contract/permissions';
import type { QueryValue } from '@/lib/build-url';
import { downloadCsv } from '@/lib/download-csv';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';

interface ExportCsvButtonProps {
  /** The list's path, e.g. '/api/users/GetUsers'. */
  path: string;
  /** The list's current filters (paging is dropped: the export holds every filtered row). */
  params?: Record<string, QueryValue>;
  /** File name without '.csv'. */
  fileName: string;
  /** What the export needs (the list route's `exportPermission`, issue 24): a role without it sees no button. */
  permission: Permission;
}

/** 'Export CSV' of the filtered rows, headers in the active language; nothing for a role that may not export them. */
export function ExportCsvButton({ permission, ...props }: ExportCsvButtonProps) {
  return useCan()(permission) ? <ExportCsv {...props} /> : null;
}

function ExportCsv({ path, params = {}, fileName }: Omit<ExportCsvButtonProps, 'permission'>) {
  const { t, i18n } = useTranslation('data-table');
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, { ...params, lang: i18n.language }, fileName);
    } catch (error) {
      notify.error(errorText(error, t, t('common:genericError')), { title: t('exportFailed') });
    } finally {
      setBusy(false);
      // The button is disabled while it loads, which drops focus to the page: give it back (WCAG 2.4.3).
      requestAnimationFrame(() => button.current?.focus());
    }
  };
  return (
    <Button ref={button} variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={busy} onClick={() => void run()}>
      {t('export')}
    </Button>
  );
}
