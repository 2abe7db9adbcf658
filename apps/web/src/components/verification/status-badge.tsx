import { Badge } from '@mantine/core';
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

/**
 * Moves focus to the status badge `selector` finds (inside `within`, else the page) once the
 * screen shows the decision's answer: the button pressed may be gone (an approved document has no
 * Approve any more), and focus must not drop to the page (WCAG 2.4.3).
 */
export function focusStatus(selector: string, within: ParentNode | null = document) {
  requestAnimationFrame(() => within?.querySelector<HTMLElement>(selector)?.focus());
}
