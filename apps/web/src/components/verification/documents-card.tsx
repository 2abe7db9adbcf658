import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DocumentStatus, type Document } from '@taxi/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentImageModal } from './document-image-modal';
import type { DocumentDecision } from './document-decision';
import { DocumentItem } from './document-item';
import { ExpiryModal } from './expiry-modal';
import { ReasonModal } from './reason-modal';
import { focusStatus } from './status-badge';
import { withToasts } from './with-toasts';
import { useCan } from '@/lib/permissions';

interface DocumentsCardProps {
  owner: { documents: Document[]; isAllDocumentApproved: boolean };
  /** Sends a decision (UpdateDocumentStatus) and puts the answer on screen. */
  onDecide: (decision: DocumentDecision) => Promise<unknown>;
  /** The document whose decision is on its way, if any. */
  pendingId: number | null;
  /** A scan did not load: read the owner again for fresh signed links. */
  onImageError: () => void;
  testId: string;
}

/** The Documents block of a user or vehicle (SPEC.md §2.5, §2.6): every document with its scan and its approve/reject decisions. */
export function DocumentsCard({ owner, onDecide, pendingId, onImageError, testId }: DocumentsCardProps) {
  const { t } = useTranslation('verification');
  const mayReview = useCan()('documents.review');
  // By id: a refresh after an expired link brings the same document with a fresh URL.
  const [openedId, setOpenedId] = useState<number | null>(null);
  const opened = owner.documents.find((document) => document.documentId === openedId) ?? null;
  const [rejecting, setRejecting] = useState<Document | null>(null);
  const [dating, setDating] = useState<Document | null>(null);
  const typeOf = (document: Document | null) => (document ? t(`documents.type.${document.documentType}`) : '');
  const card = useRef<HTMLDivElement>(null);
  /** After a decision focus stays on the document: its new status (WCAG 2.4.3). */
  const focusDocument = (documentId: number) => focusStatus(`[data-testid="document-${documentId}"] [data-testid="document-status"]`, card.current);
  /** After a failure: back on the button that was pressed (disabled while it ran). */
  const focusApprove = (documentId: number) => focusStatus(`[data-testid="document-${documentId}"] [data-action="approve"]`, card.current);

  const decide = (document: Document, documentStatus: 1 | 2, rejectionReason = '', expiresAt?: string) =>
    withToasts(() => onDecide({ documentId: document.documentId, body: { documentStatus, rejectionReason, ...(expiresAt ? { expiresAt } : {}) } }), t('documents.success'), t('common:genericError'));
  const approve = (document: Document) =>
    void decide(document, DocumentStatus.Approved).then(
      () => focusDocument(document.documentId),
      () => focusApprove(document.documentId),
    );

  return (
    <Paper ref={card} withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">{t('documents.title')}</Title>
          {owner.documents.length > 0 && owner.isAllDocumentApproved && (
            <Badge color="teal" variant="dot" data-testid="all-documents-approved">{t('documents.allApproved')}</Badge>
          )}
        </Group>
        {owner.documents.length === 0 && <Text size="sm" c="dimmed">{t('documents.empty')}</Text>}
        {owner.documents.map((document) => (
          <DocumentItem
            key={document.documentId}
            document={document}
            busy={pendingId === document.documentId}
            onOpen={() => setOpenedId(document.documentId)}
            onImageError={onImageError}
            onApprove={mayReview ? () => approve(document) : undefined}
            onReject={mayReview ? () => setRejecting(document) : undefined}
            onSetExpiry={mayReview ? () => setDating(document) : undefined}
          />
        ))}
      </Stack>
      <DocumentImageModal url={opened?.documentUrl ?? null} title={typeOf(opened)} alt={t('documents.scan', { type: typeOf(opened) })}
        onClose={() => setOpenedId(null)} onImageError={onImageError} />
      <ExpiryModal
        opened={dating !== null}
        title={t('expiry.title', { type: typeOf(dating) })}
        onClose={() => setDating(null)}
        onConfirm={(expiresAt) => (dating ? decide(dating, DocumentStatus.Approved, '', expiresAt) : Promise.resolve())}
        onDone={() => dating && focusDocument(dating.documentId)}
      />
      <ReasonModal
        opened={rejecting !== null}
        title={t('documents.rejectTitle', { type: typeOf(rejecting) })}
        confirmLabel={t('documents.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? decide(rejecting, DocumentStatus.Rejected, reason) : Promise.resolve())}
        onDone={() => rejecting && focusDocument(rejecting.documentId)}
      />
    </Paper>
  );
}
