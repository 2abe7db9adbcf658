import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DocumentStatus, type Document, type UserDetails } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateDocumentStatus } from '../api/update-document-status';
import { useRefreshExpiredScans } from '../api/use-refresh-expired-scans';
import { DocumentImageModal } from './document-image-modal';
import { DocumentItem } from './document-item';
import { ReasonModal } from './reason-modal';
import { withToasts } from './with-toasts';

/** The Documents block of SPEC.md §2.5: every document with its scan and its approve/reject decisions. */
export function UserDocuments({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const update = useUpdateDocumentStatus(user.id);
  const refreshScans = useRefreshExpiredScans(user.id);
  // By id: a refresh after an expired link brings the same document with a fresh URL.
  const [openedId, setOpenedId] = useState<number | null>(null);
  const opened = user.documents.find((document) => document.documentId === openedId) ?? null;
  const [rejecting, setRejecting] = useState<Document | null>(null);
  const typeOf = (document: Document | null) => (document ? t(`documents.type.${document.documentType}`) : '');

  const decide = (document: Document, documentStatus: 1 | 2, rejectionReason = '') =>
    withToasts(
      () => update.mutateAsync({ documentId: document.documentId, body: { documentStatus, rejectionReason } }),
      t('documents.success'),
      t('common:genericError'),
    );

  return (
    <Paper withBorder radius="md" p="lg" data-testid="user-documents">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">{t('documents.title')}</Title>
          {user.documents.length > 0 && user.isAllDocumentApproved && (
            <Badge color="teal" variant="dot" data-testid="all-documents-approved">{t('documents.allApproved')}</Badge>
          )}
        </Group>
        {user.documents.length === 0 && <Text size="sm" c="dimmed">{t('documents.empty')}</Text>}
        {user.documents.map((document) => (
          <DocumentItem
            key={document.documentId}
            document={document}
            busy={update.isPending && update.variables?.documentId === document.documentId}
            onOpen={() => setOpenedId(document.documentId)}
            onImageError={refreshScans}
            onApprove={() => void decide(document, DocumentStatus.Approved).catch(() => undefined)}
            onReject={() => setRejecting(document)}
          />
        ))}
      </Stack>
      <DocumentImageModal url={opened?.documentUrl ?? null} title={typeOf(opened)} alt={t('documents.scan', { type: typeOf(opened) })}
        onClose={() => setOpenedId(null)} onImageError={refreshScans} />
      <ReasonModal
        opened={rejecting !== null}
        title={t('documents.rejectTitle', { type: typeOf(rejecting) })}
        confirmLabel={t('documents.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => (rejecting ? decide(rejecting, DocumentStatus.Rejected, reason) : Promise.resolve())}
      />
    </Paper>
  );
}
