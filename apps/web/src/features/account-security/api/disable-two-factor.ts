import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisableBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/** POST /api/auth/TwoFactor/Disable with a current code or the password. */
export const disableTwoFactor = (body: TwoFactorDisableBody) => api.post<unknown>('/api/auth/TwoFactor/Disable', body);

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
  });
}
