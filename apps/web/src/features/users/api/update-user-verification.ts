import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VerificationResult, type UpdateVerificationBody, type UserDetails } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** PATCH /api/users/UpdateUserVerificationStatus/{id}: approve (with a date) or reject (with a reason). */
export async function updateUserVerification(id: number, body: UpdateVerificationBody): Promise<VerificationResult> {
  return VerificationResult.parse(await api.patch<unknown>(`/api/users/UpdateUserVerificationStatus/${encodeURIComponent(id)}`, body));
}

/** SPEC.md §4: the server's reply sets the new status, date and reason on screen. */
export function useUpdateUserVerification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVerificationBody) => updateUserVerification(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData<UserDetails>(userKeys.detail(id), (user) => user && { ...user, ...result });
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
