import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffMember } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /api/staff/DeactivateStaffMember/{id}: no sign-in until reactivated; their sessions end at once. */
export const deactivateStaffMember = async (id: number) => StaffMember.parse(await api.post<unknown>(`/api/staff/DeactivateStaffMember/${encodeURIComponent(id)}`));

export function useDeactivateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateStaffMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }) });
}
