import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffPasswordAnswer } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /api/staff/ResetStaffPassword/{id}: a new temporary password (shown once); their sessions end at once. */
export const resetStaffPassword = async (id: number) => StaffPasswordAnswer.parse(await api.post<unknown>(`/api/staff/ResetStaffPassword/${encodeURIComponent(id)}`));

export function useResetStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetStaffPassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }) });
}
