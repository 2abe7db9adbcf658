import type { UserDetails } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { VerificationActions } from '@/components/verification';
import { formatFullName } from '@/lib/format';
import { useUpdateUserVerification } from '../api/update-user-verification';

/** The user's verification (SPEC.md §4) through the shared actions, sent to UpdateUserVerificationStatus. */
export function UserVerificationActions({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const update = useUpdateUserVerification(user.id);
  const name = formatFullName(user);
  return (
    <VerificationActions
      owner={user}
      approveTitle={t('verification.approveTitle', { name })}
      rejectTitle={t('verification.rejectTitle', { name })}
      documentsPendingText={t('verification.documentsPending')}
      onUpdate={(body) => update.mutateAsync(body)}
      statusTestId="user-verification"
    />
  );
}
