import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffPasswordAnswer, type CreateStaffMemberBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** POST /api/staff/CreateStaffMember: the new member and their temporary password (shown once). */
export const createStaffMember = async (body: CreateStaffMemberBody) => StaffPasswordAnswer.parse(await api.post<unknown>('/api/staff/CreateStaffMember', body));

export function useCreateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaffMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }) });
}
