import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A label above its read-only value, with an optional badge right after the value, in the same
 * line of text: it wraps with the value's last line, whether the value is a short phone or a long
 * e-mail (issue 22).
 */
export function DetailLine({ label, children, badge, testId }: { label: string; children: ReactNode; badge?: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      <Text component="div" size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        <span data-testid={testId}>{children}</span>
        {badge && <span style={{ display: 'inline-block', marginInlineStart: 'var(--mantine-spacing-xs)', verticalAlign: 'middle' }}>{badge}</span>}
      </Text>
    </Stack>
  );
}
