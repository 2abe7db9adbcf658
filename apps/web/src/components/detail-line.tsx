import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label above its read-only value, with an optional badge beside the value. */
export function DetailLine({ label, children, badge, testId }: { label: string; children: ReactNode; badge?: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>{children}</Text>
        {badge}
      </Group>
    </Stack>
  );
}
