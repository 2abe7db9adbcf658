import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AllDocumentsApproved, type UpdateDocumentStatusBody, type UserDetails } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

export interface DocumentDecision {
  documentId: number;
  body: UpdateDocumentStatusBody;
}

/** PATCH /api/documents/UpdateDocumentStatus/{documentId}; the answer says whether all documents are approved. */
export async function updateDocumentStatus({ documentId, body }: DocumentDecision): Promise<boolean> {
  return AllDocumentsApproved.parse(await api.patch<unknown>(`/api/documents/UpdateDocumentStatus/${encodeURIComponent(documentId)}`, body));
}

/**
 * A decision on one of the user's documents. SPEC.md §4: after success the document's status
 * changes on screen and the all-approved flag becomes the server's answer.
 */
export function useUpdateDocumentStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentStatus,
    onSuccess: (allApproved, { documentId, body }) => {
      queryClient.setQueryData<UserDetails>(userKeys.detail(userId), (user) =>
        user && {
          ...user,
          isAllDocumentApproved: allApproved,
          documents: user.documents.map((document) =>
            document.documentId === documentId
              ? { ...document, documentStatus: body.documentStatus, rejectionReason: body.documentStatus === 2 ? body.rejectionReason : null }
              : document,
          ),
        },
      );
    },
  });
}
