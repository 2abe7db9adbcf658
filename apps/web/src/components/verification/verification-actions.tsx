import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { VerificationStatus, type UpdateVerificationBody } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproveModal } from './approve-modal';
import { ReasonModal } from './reason-modal';
import { focusStatus } from './status-badge';
import { verificationDecisions, type Verifiable } from './verification-rules';
import { withToasts } from './with-toasts';

interface VerificationActionsProps {
  owner: Verifiable;
  approveTitle: string;
  rejectTitle: string;
  /** Beside the buttons while a document holds the approval back ('Approve every document to approve this user.'). */
  documentsPendingText: string;
  /** Sends the decision (the owner's PATCH); the answer updates the screen. */
  onUpdate: (body: UpdateVerificationBody) => Promise<unknown>;
  /** The test id of the owner's status badge: focus goes there after a decision (WCAG 2.4.3). */
  statusTestId: string;
}

/**
 * The verification of a user or vehicle (SPEC.md §4): Approve only when every document is approved
 * and the owner is not approved (asks for 'Approved until'); Reject unless rejected (asks for a
 * reason). Success says 'User status successfully updated!' for both (SPEC.md §8).
 */
export function VerificationActions({ owner, approveTitle, rejectTitle, documentsPendingText, onUpdate, statusTestId }: VerificationActionsProps) {
  const { t } = useTranslation('verification');
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const can = verificationDecisions(owner);
  const send = (body: UpdateVerificationBody) => withToasts(() => onUpdate(body), t('success'), t('common:genericError'));
  const focusOwnerStatus = () => focusStatus(`[data-testid="${statusTestId}"]`);

  return (
    <>
      <Group gap="xs" data-testid="verification-actions">
        {can.approve && (
          <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setDialog('approve')}>
            {t('approve')}
          </Button>
        )}
        {can.reject && (
          <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => setDialog('reject')}>
            {t('reject')}
          </Button>
        )}
        {can.waitsForDocuments && (
          <Text size="xs" c="dimmed" data-testid="documents-pending-hint">{documentsPendingText}</Text>
        )}
      </Group>
      <ApproveModal
        opened={dialog === 'approve'}
        title={approveTitle}
        onClose={() => setDialog(null)}
        onConfirm={(verifiedUntil) => send({ verificationStatus: VerificationStatus.Approved, verifiedUntil, rejectionReason: '' })}
        onDone={focusOwnerStatus}
      />
      <ReasonModal
        opened={dialog === 'reject'}
        title={rejectTitle}
        confirmLabel={t('rejectConfirm')}
        onClose={() => setDialog(null)}
        onConfirm={(rejectionReason) => send({ verificationStatus: VerificationStatus.Rejected, verifiedUntil: null, rejectionReason })}
        onDone={focusOwnerStatus}
      />
    </>
  );
}

/** 'Rejection reason: {reason}' on a rejected user or vehicle (SPEC.md §4, DESIGN.md §7's spelling). */
export function RejectionBanner({ owner }: { owner: { verificationStatus: 0 | 1 | 2; rejectionReason: string | null } }) {
  const { t } = useTranslation('verification');
  if (owner.verificationStatus !== VerificationStatus.Rejected) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="rejection-banner">
      {t('rejectionReason', { reason: owner.rejectionReason ?? '' })}
    </Alert>
  );
}
