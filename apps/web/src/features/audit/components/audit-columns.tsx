import { ActionIcon, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { AuditEntry } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionColor, type DataTableColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { AuditActor } from './audit-actor';
import { AuditChangesSummary } from './audit-changes-summary';
import { AuditEntityLink } from './audit-entity-link';
import { useAuditLabels } from './use-audit-labels';

/** The audit log's columns: Time, Staff member, Action, Entity (a link), Changes, and the button that shows the diff (headers in `audit:columns.*`). */
export function useAuditColumns(onShow: (entry: AuditEntry) => void): DataTableColumn<AuditEntry>[] {
  const { t, i18n } = useTranslation('audit');
  const labels = useAuditLabels();
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'createdAt', header: 'columns.createdAt', mobile: 'title', noWrap: true, cell: (row) => <Text size="sm" fw={600} span>{formatDateTime(row.createdAt, language)}</Text> },
      { key: 'actor', header: 'columns.actor', cell: (row) => <AuditActor actor={row.actor} /> },
      { key: 'action', header: 'columns.action', cell: (row) => <Text size="sm" span data-testid={`audit-action-${row.id}`}>{labels.action(row.action)}</Text> },
      { key: 'entity', header: 'columns.entity', cell: (row) => <AuditEntityLink entry={row} /> },
      { key: 'changes', header: 'columns.changes', cell: (row) => <AuditChangesSummary entry={row} /> },
      {
        key: 'actions',
        header: 'columns.actions',
        align: 'end',
        mobile: 'actions',
        cell: (row) => (
          <ActionIcon variant="subtle" size="lg" style={actionColor.view} aria-label={t('actions.show', { id: row.id })} onClick={() => onShow(row)} data-testid={`audit-show-${row.id}`}>
            <IconListDetails size={18} />
          </ActionIcon>
        ),
      },
    ],
    [labels, language, onShow, t],
  );
}
