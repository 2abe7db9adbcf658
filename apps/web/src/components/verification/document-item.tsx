import { Button, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconCheck, IconX } from '@tabler/icons-react';
import { DocumentStatus, type Document } from '@taxi/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { StatusBadge } from './status-badge';
import { documentDecisions } from './verification-rules';

/**
 * The outline Approve: teal 9 on light (5.3:1), teal 3 on dark (#63e6be, 9.6:1 on the dark card),
 * where teal 9 was 3.1:1 (issue 22, item 7). Mantine's outline reads `--button-color` and
 * `--button-bd`; `light-dark()` picks the scheme's.
 */
const APPROVE_COLORS = {
  '--button-color': 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))',
  '--button-bd': '1px solid light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))',
  '--button-hover': 'light-dark(var(--mantine-color-teal-0), rgba(99, 230, 190, 0.12))',
} as CSSProperties;

/** An expired date: red 9 on light, red 3 on dark (both well above 4.5:1 on the card). */
const EXPIRED_COLOR = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
/** Whether a document's expiry has passed, as the screen is drawn. */
const hasPassed = (iso: string) => Date.parse(iso) <= Date.now();

interface DocumentItemProps {
  document: Document;
  busy: boolean;
  onOpen: () => void;
  /** The scan did not load (its signed link may have run out). */
  onImageError: () => void;
  /** Left out for a role that may not review documents (issue 24): no decision buttons. */
  onApprove?: () => void;
  onReject?: () => void;
  /** Set or renew until when an approved document is valid (issue 25); left out for a role that may not review. */
  onSetExpiry?: () => void;
}

/**
 * One document: its scan (opens large on click), type, status and reason, and the decisions
 * SPEC.md §4 offers: Approve unless approved, Reject unless rejected.
 */
export function DocumentItem({ document, busy, onOpen, onImageError, onApprove, onReject, onSetExpiry }: DocumentItemProps) {
  const { t, i18n } = useTranslation('verification');
  const type = t(`documents.type.${document.documentType}`);
  const can = documentDecisions(document.documentStatus);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`document-${document.documentId}`} data-status={document.documentStatus}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UnstyledButton onClick={onOpen} aria-label={t('documents.open', { type })} data-testid="document-open">
            <Image src={document.documentUrl} alt="" w={96} h={64} fit="cover" radius="sm" onError={onImageError} />
          </UnstyledButton>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">{type}</Text>
            <StatusBadge kind="documents" status={document.documentStatus} testId="document-status" />
            {document.documentStatus === DocumentStatus.Rejected && document.rejectionReason && (
              <Text size="xs" c="dimmed" data-testid="document-reason">{t('rejectionReason', { reason: document.rejectionReason })}</Text>
            )}
            {document.documentStatus === DocumentStatus.Approved && document.expiresAt && (
              // issue 25: an approved document past this date keeps its driver offline until renewed
              <Text size="xs" c={hasPassed(document.expiresAt) ? EXPIRED_COLOR : 'dimmed'} fw={hasPassed(document.expiresAt) ? 600 : undefined} data-testid="document-expiry">
                {t(hasPassed(document.expiresAt) ? 'expiry.expiredOn' : 'expiry.expiresOn', { date: formatDate(document.expiresAt, i18n.language) })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" style={{ marginInlineStart: 'auto' }}>
          {can.approve && onApprove && (
            <Button size="xs" variant="outline" style={APPROVE_COLORS} leftSection={<IconCheck size={14} aria-hidden />} loading={busy} onClick={onApprove} data-action="approve"
              aria-label={t('documents.approveNamed', { type })}>
              {t('documents.approve')}
            </Button>
          )}
          {document.documentStatus === DocumentStatus.Approved && onSetExpiry && (
            <Button size="xs" variant="default" leftSection={<IconCalendar size={14} aria-hidden />} disabled={busy} onClick={onSetExpiry} data-action="expiry"
              aria-label={t('expiry.setNamed', { type })}>
              {t('expiry.set')}
            </Button>
          )}
          {can.reject && onReject && (
            <Button size="xs" color="red" variant="light" leftSection={<IconX size={14} aria-hidden />} disabled={busy} onClick={onReject}
              aria-label={t('documents.rejectNamed', { type })}>
              {t('documents.reject')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
