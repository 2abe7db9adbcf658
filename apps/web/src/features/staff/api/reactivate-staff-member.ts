import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffMember } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /api/staff/ReactivateStaffMember/{id}: they may sign in again. */
export const reactivateStaffMember = async (id: number) => StaffMember.parse(await api.post<unknown>(`/api/staff/ReactivateStaffMember/${encodeURIComponent(id)}`));

export function useReactivateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reactivateStaffMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }) });
}
