import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label above its read-only value. */
export function DetailItem({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text size="sm" fw={500} data-testid={testId}>{children}</Text>
    </Stack>
  );
}
