import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@taxi/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { AuditActor } from './audit-actor';
import { AuditDiff } from './audit-diff';
import { AuditEntityLink } from './audit-entity-link';
import { useAuditLabels } from './use-audit-labels';

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      {children}
    </Stack>
  );
}

/** One entry opened from the list: when, who, the entity (a link) and its whole before → after. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('audit');
  const labels = useAuditLabels();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="lg"
      title={entry ? t('entry.title', { action: labels.action(entry.action), id: entry.id }) : ''}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="audit-entry-dialog"
    >
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Meta label={t('entry.when')}><Text size="sm">{formatDateTime(entry.createdAt, i18n.language)}</Text></Meta>
            <Meta label={t('entry.who')}><AuditActor actor={entry.actor} /></Meta>
            <Meta label={t('entry.what')}>
              <Group gap={4}><AuditEntityLink entry={entry} /></Group>
            </Meta>
          </SimpleGrid>
          <AuditDiff entry={entry} testId="audit-entry-diff" />
        </Stack>
      )}
    </Modal>
  );
}
