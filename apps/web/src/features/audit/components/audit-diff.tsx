import { Box, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { changedRows, diffRows, type DiffRow } from '../diff/audit-diff';
import classes from './audit-diff.module.css';
import { useAuditLabels } from './use-audit-labels';

const absent = (value: unknown) => value === null || value === undefined;

/** One recorded value as it reads; structures as preformatted JSON. */
function Value({ entry, row, side, testId }: { entry: AuditEntry; row: DiffRow; side: 'before' | 'after'; testId?: string }) {
  const labels = useAuditLabels();
  const value = labels.value(entry.entityType, row.field, row[side]);
  if (value.json) return <Text component="pre" size="xs" ff="monospace" className={classes.json} data-testid={testId}>{value.text}</Text>;
  return <Text size="sm" span className={classes.text} data-testid={testId}>{value.text}</Text>;
}

function FieldName({ row }: { row: DiffRow }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  return (
    <>
      <Text size="sm" fw={600} span>{row.field === null ? t('diff.value') : labels.field(row.field)}</Text>
      {row.changed && <Text span size="xs" fw={700} className={classes.badge}>{t('diff.changed')}</Text>}
    </>
  );
}

/** A changed field in a few words: 'Status  Pending → Completed' (the arrow read as 'to'). */
function CompactRow({ entry, row }: { entry: AuditEntry; row: DiffRow }) {
  const { t } = useTranslation('audit');
  return (
    <div className={classes.compactRow} data-changed={row.changed || undefined} data-testid={`diff-row-${row.field ?? 'value'}`}>
      <dt className={classes.compactField}><FieldName row={row} /></dt>
      <dd className={classes.compactValues}>
        <Value entry={entry} row={row} side="before" testId="diff-before" />
        <span aria-hidden className={classes.arrow}>→</span>
        <VisuallyHidden>{t('diff.to')}</VisuallyHidden>
        <Value entry={entry} row={row} side="after" testId="diff-after" />
      </dd>
    </div>
  );
}

/** A changed field with both sides labelled Before and After, highlighted when it changed. */
function FullRow({ entry, row }: { entry: AuditEntry; row: DiffRow }) {
  const { t } = useTranslation('audit');
  return (
    <div className={classes.row} data-changed={row.changed || undefined} data-testid={`diff-row-${row.field ?? 'value'}`}>
      <dt className={classes.field}><FieldName row={row} /></dt>
      <SimpleGrid component="dd" cols={{ base: 1, xs: 2 }} spacing="xs" className={classes.sides}>
        {(['before', 'after'] as const).map((side) => (
          <Box key={side} className={classes.side}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">{t(`diff.${side}`)}</Text>
            <Value entry={entry} row={row} side={side} testId={`diff-${side}`} />
          </Box>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** An entry with one side only (a creation, a sign-in's address): its fields and values, nothing to compare. */
function RecordedRow({ entry, row, side }: { entry: AuditEntry; row: DiffRow; side: 'before' | 'after' }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  return (
    <div className={classes.recordedRow} data-testid={`diff-row-${row.field ?? 'value'}`}>
      <dt><Text size="sm" c="dimmed" span>{row.field === null ? t('diff.value') : labels.field(row.field)}</Text></dt>
      <dd className={classes.recordedValue}><Value entry={entry} row={row} side={side} testId={`diff-${side}`} /></dd>
    </div>
  );
}

/**
 * An entry's before → after, field by field (issue 24 item 4), each value as it reads (money in
 * lira, codes by name, moments on the operator's clock, structures as JSON). A changed field carries
 * a 'Changed' mark in words beside its highlight. The whole entry (the dialog) puts the changed
 * fields first; `compact` (a History panel) shows only them, one line each. An entry with one side
 * (a creation, a sign-in) lists its values.
 */
export function AuditDiff({ entry, compact = false, testId }: { entry: AuditEntry; compact?: boolean; testId?: string }) {
  const { t } = useTranslation('audit');
  const all = diffRows(entry.before, entry.after);
  if (all.length === 0) return <Text size="sm" c="dimmed" data-testid={testId}>{t('diff.nothing')}</Text>;
  const oneSide = absent(entry.before) ? 'after' : absent(entry.after) ? 'before' : null;
  if (oneSide) {
    return (
      <dl className={classes.recorded} aria-label={t('diff.label')} data-testid={testId}>
        {all.map((row) => <RecordedRow key={row.field ?? '-'} entry={entry} row={row} side={oneSide} />)}
      </dl>
    );
  }
  const rows = compact ? changedRows(all) : [...all.filter((row) => row.changed), ...all.filter((row) => !row.changed)];
  return (
    <Stack component="dl" gap={compact ? 4 : 'xs'} className={classes.list} aria-label={t('diff.label')} data-testid={testId}>
      {rows.map((row) => (compact ? <CompactRow key={row.field ?? '-'} entry={entry} row={row} /> : <FullRow key={row.field ?? '-'} entry={entry} row={row} />))}
    </Stack>
  );
}
