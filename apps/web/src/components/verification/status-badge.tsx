import { Badge } from '@mantine/core';
import { focusSoon } from '@/lib/focus-soon';
import { useTranslation } from 'react-i18next';

const COLORS = ['yellow', 'teal', 'red'] as const;

/**
 * A verification (user, vehicle) or document status, 0 Pending, 1 Approved, 2 Rejected (SPEC.md §3),
 * as a coloured badge with its word (`verification:status.*` or `verification:documents.status.*`).
 * Focusable from script, not a tab stop: a decision moves focus here (`focusStatus`, WCAG 2.4.3).
 */
export function StatusBadge({ kind, status, testId }: { kind: 'verification' | 'documents'; status: 0 | 1 | 2; testId?: string }) {
  const { t } = useTranslation('verification');
  return (
    <Badge color={COLORS[status]} variant="dot" data-testid={testId} data-status={status} tabIndex={-1}>
      {t(kind === 'verification' ? `status.${status}` : `documents.status.${status}`)}
    </Badge>
  );
}

/** Moves focus to the status badge `selector` finds once the screen shows the decision's answer (lib/focus-soon.ts). */
export const focusStatus = focusSoon;
