import { Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@taxi/contract';
import { useAuditLabels } from './use-audit-labels';

/** Who acted: the name, with the e-mail recorded under it when there is a name. */
export function AuditActor({ actor }: { actor: AuditEntry['actor'] }) {
  const labels = useAuditLabels();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} span style={{ overflowWrap: 'anywhere' }}>{labels.actor(actor)}</Text>
      {actor.name && <Text size="xs" c="dimmed" span style={{ overflowWrap: 'anywhere' }}>{actor.email}</Text>}
    </Stack>
  );
}
