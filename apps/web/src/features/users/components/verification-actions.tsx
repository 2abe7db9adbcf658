import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { VerificationStatus, type UserDetails } from '@taxi/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFullName } from '@/lib/format';
import { useUpdateUserVerification } from '../api/update-user-verification';
import { verificationDecisions } from '../verification-rules';
import { ApproveModal } from './approve-modal';
import { ReasonModal } from './reason-modal';
import { withToasts } from './with-toasts';

/**
 * The user's verification (SPEC.md §4): Approve only when every document is approved and the user
 * is not approved (asks for 'Approved until'); Reject unless rejected (asks for a reason).
 */
export function VerificationActions({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const update = useUpdateUserVerification(user.id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const name = formatFullName(user);
  const can = verificationDecisions(user);
  const send = (body: Parameters<typeof update.mutateAsync>[0]) => withToasts(() => update.mutateAsync(body), t('verification.success'), t('common:genericError'));

  return (
    <>
      <Group gap="xs" data-testid="verification-actions">
        {can.approve && (
          <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setDialog('approve')}>
            {t('verification.approve')}
          </Button>
        )}
        {can.reject && (
          <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => setDialog('reject')}>
            {t('verification.reject')}
          </Button>
        )}
        {can.waitsForDocuments && (
          <Text size="xs" c="dimmed" data-testid="documents-pending-hint">{t('verification.documentsPending')}</Text>
        )}
      </Group>
      <ApproveModal
        opened={dialog === 'approve'}
        title={t('verification.approveTitle', { name })}
        onClose={() => setDialog(null)}
        onConfirm={(verifiedUntil) => send({ verificationStatus: VerificationStatus.Approved, verifiedUntil, rejectionReason: '' })}
      />
      <ReasonModal
        opened={dialog === 'reject'}
        title={t('verification.rejectTitle', { name })}
        confirmLabel={t('verification.rejectConfirm')}
        onClose={() => setDialog(null)}
        onConfirm={(rejectionReason) => send({ verificationStatus: VerificationStatus.Rejected, verifiedUntil: null, rejectionReason })}
      />
    </>
  );
}

/** 'Rejection reason: {reason}' on a rejected user (SPEC.md §4, DESIGN.md §7's spelling). */
export function RejectionBanner({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  if (user.verificationStatus !== VerificationStatus.Rejected) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="rejection-banner">
      {t('verification.rejectionReason', { reason: user.rejectionReason ?? '' })}
    </Alert>
  );
}
