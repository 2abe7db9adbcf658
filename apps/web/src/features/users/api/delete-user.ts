import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** DELETE /api/users/DeleteUser/{id}. */
export const deleteUser = (id: number) => api.delete<unknown>(`/api/users/DeleteUser/${encodeURIComponent(id)}`);

/** Deletes a user; the lists refresh. The details page drops its own cache entry once it has left. */
export function useDeleteUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
