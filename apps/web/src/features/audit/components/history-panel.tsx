import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AuditEntry, HistoryKind } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useEntityHistory } from '../api/get-entity-history';
import { AuditDiff } from './audit-diff';
import classes from './history-panel.module.css';
import { useCan } from '@/lib/permissions';
import { useAuditLabels } from './use-audit-labels';

function HistoryItem({ entry, kind }: { entry: AuditEntry; kind: HistoryKind }) {
  const { t, i18n } = useTranslation('audit');
  const labels = useAuditLabels();
  // a user's or a vehicle's history also holds their documents' entries: those name their document
  const other = entry.entityType.toLowerCase() !== kind.toLowerCase();
  return (
    <li className={classes.item} data-testid={`history-entry-${entry.id}`}>
      <Group gap="xs" justify="space-between" align="baseline">
        <Text size="sm" fw={600}>
          {labels.action(entry.action)}
          {other && <Text span size="sm" fw={400}> · {labels.entity(entry)}</Text>}
        </Text>
        <Text size="xs" c="dimmed">{formatDateTime(entry.createdAt, i18n.language)}</Text>
      </Group>
      <Text size="xs" c="dimmed" mb={6} style={{ overflowWrap: 'anywhere' }}>{t('history.by', { name: labels.actor(entry.actor) })}</Text>
      <AuditDiff entry={entry} compact />
    </li>
  );
}

/**
 * The 'History' panel of a details page (user, vehicle, payout, trip type; issue 24 item 4): the
 * entity's latest audit entries, newest first, each with its changed fields before → after, and a
 * link to all of them in the audit log. Fetched after the page shows; every successful change makes
 * it stale (lib/query-client.ts), so a decision taken on the page appears in it at once.
 * Needs the entity's read permission; the link to the audit log shows only with audit.read.
 */
export function HistoryPanel({ kind, id }: { kind: HistoryKind; id: number }) {
  const { t, i18n } = useTranslation('audit');
  const labels = useAuditLabels();
  const history = useEntityHistory(kind, id);
  const mayReadLog = useCan()('audit.read');
  const entity = labels.entityType(kind).toLocaleLowerCase(i18n.language);
  const titleId = `history-title-${kind}-${id}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} data-testid="history-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <IconHistory size={20} aria-hidden />
            <Title order={2} size="h4" id={titleId}>{t('history.title')}</Title>
          </Group>
          {mayReadLog && (
            <Anchor component={Link} to={paths.audit.getHref({ entityType: kind.toLowerCase(), entityId: id })} size="sm" data-testid="history-open-log">
              {t('history.openLog')}
            </Anchor>
          )}
        </Group>
        <Text size="sm" c="dimmed">{t('history.intro', { entity })}</Text>
        {history.isPending && <Stack gap="xs" aria-busy="true">{[0, 1].map((index) => <Skeleton key={index} height={56} radius="sm" />)}</Stack>}
        {history.isError && <ErrorState text={t('history.loadError')} onRetry={() => history.refetch()} />}
        {history.data && history.data.entries.length === 0 && <Text size="sm" data-testid="history-empty">{t('history.empty', { entity })}</Text>}
        {history.data && history.data.entries.length > 0 && (
          <ul className={classes.list} aria-labelledby={titleId}>
            {history.data.entries.map((entry) => <HistoryItem key={entry.id} entry={entry} kind={kind} />)}
          </ul>
        )}
        {history.data?.hasMore && <Text size="xs" c="dimmed">{t('history.hasMore')}</Text>}
      </Stack>
    </Paper>
  );
}
