import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffMember, type StaffRole } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** PATCH /api/staff/ChangeStaffRole/{id}: the member with the new role (their sessions end at once). */
export const changeStaffRole = async ({ id, role }: { id: number; role: StaffRole }) =>
  StaffMember.parse(await api.patch<unknown>(`/api/staff/ChangeStaffRole/${encodeURIComponent(id)}`, { role }));

export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStaffRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }) });
}
