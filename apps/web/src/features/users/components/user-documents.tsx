import type { UserDetails } from '@taxi/contract';
import { DocumentsCard, useRefreshExpiredScans } from '@/components/verification';
import { useUpdateDocumentStatus } from '../api/update-document-status';
import { userKeys } from '../api/user-keys';

/** The Documents block of SPEC.md §2.5 (shared with vehicles): every document with its scan and its approve/reject decisions. */
export function UserDocuments({ user }: { user: UserDetails }) {
  const update = useUpdateDocumentStatus(user.id);
  const refreshScans = useRefreshExpiredScans(userKeys.detail(user.id));
  return (
    <DocumentsCard
      owner={user}
      onDecide={(decision) => update.mutateAsync(decision)}
      pendingId={update.isPending ? (update.variables?.documentId ?? null) : null}
      onImageError={refreshScans}
      testId="user-documents"
    />
  );
}
