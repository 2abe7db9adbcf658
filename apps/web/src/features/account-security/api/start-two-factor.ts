import { useMutation } from '@tanstack/react-query';
import { TwoFactorEnrolment } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/TwoFactor/Start: a new secret waiting for its first code. */
export async function startTwoFactor(): Promise<TwoFactorEnrolment> {
  return TwoFactorEnrolment.parse(await api.post<unknown>('/api/auth/TwoFactor/Start'));
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
