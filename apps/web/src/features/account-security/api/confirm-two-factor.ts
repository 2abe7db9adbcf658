import { useMutation } from '@tanstack/react-query';
import { RecoveryCodes } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/TwoFactor/Confirm: the first code turns it on; the recovery codes, shown once. */
export async function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  return RecoveryCodes.parse(await api.post<unknown>('/api/auth/TwoFactor/Confirm', { code }));
}

/**
 * Turns it on. The status is not refreshed here but when the recovery codes are put away
 * (EnrolTwoFactor): the page shows the "on" state in place of the enrolment, codes included.
 */
export const useConfirmTwoFactor = () => useMutation({ mutationFn: confirmTwoFactor });
