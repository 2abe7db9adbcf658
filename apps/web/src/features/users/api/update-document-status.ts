import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@taxi/contract';
import { updateDocumentStatus, withDocumentDecision } from '@/components/verification';
import { userKeys } from './user-keys';

export type { DocumentDecision } from '@/components/verification';

/**
 * A decision on one of the user's documents. SPEC.md §4: after success the document's status
 * changes on screen and the all-approved flag becomes the server's answer.
 */
export function useUpdateDocumentStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentStatus,
    onSuccess: (allApproved, decision) => {
      queryClient.setQueryData<UserDetails>(userKeys.detail(userId), (user) => user && withDocumentDecision(user, allApproved, decision));
    },
  });
}
