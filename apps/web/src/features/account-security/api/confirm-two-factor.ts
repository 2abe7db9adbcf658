import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RecoveryCodes } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/** POST /api/auth/TwoFactor/Confirm: the first code turns it on; the recovery codes, shown once. */
export async function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  return RecoveryCodes.parse(await api.post<unknown>('/api/auth/TwoFactor/Confirm', { code }));
}

/** Turns it on; the status refreshes (the page keeps the recovery codes in view until they are put away). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
  });
}
