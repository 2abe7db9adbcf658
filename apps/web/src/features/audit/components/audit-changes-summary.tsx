import { Text } from '@mantine/core';
import type { AuditEntry } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { changedRows, diffRows } from '../diff/audit-diff';
import { useAuditLabels } from './use-audit-labels';

const SHOWN = 3;

/** A list cell: the fields the entry changed by their labels ('Status, Balance after'), at most three and '+2 more'. */
export function AuditChangesSummary({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  const rows = changedRows(diffRows(entry.before, entry.after));
  if (rows.length === 0) return <Text size="sm" c="dimmed" span>{t('values.none')}</Text>;
  const names = rows.slice(0, SHOWN).map((row) => (row.field === null ? t('diff.value') : labels.field(row.field)));
  const more = rows.length - SHOWN;
  return <Text size="sm" span>{names.join(', ')}{more > 0 ? ` ${t('diff.more', { count: more })}` : ''}</Text>;
}
