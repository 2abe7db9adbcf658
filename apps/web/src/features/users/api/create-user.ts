import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/users/CreateUser/ with the whole new-user form (SPEC.md §3, §7); the server makes an Admin. */
export const createUser = (body: CreateUserBody) => api.post<unknown>('/api/users/CreateUser/', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
