import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/auth/TwoFactor/Reset/{id}: an Admin removes a staff member's second factor (staff.manage). */
export const resetTwoFactor = (id: number) => api.post<unknown>(`/api/auth/TwoFactor/Reset/${encodeURIComponent(id)}`);

/** Resets the user's second factor; their details refresh (no longer on). */
export function useResetTwoFactor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTwoFactor(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
  });
}
