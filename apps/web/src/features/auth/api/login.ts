import type { LoginAnswer, LoginBody } from '@taxi/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/Login (SPEC.md §7): the session, or (issue 24) a challenge for the second step:
 * `{twoFactorRequired, challenge}` (a code next) or `{twoFactorSetupRequired, challenge}` (enrol first).
 */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  const answer = await api.post<unknown>('/api/auth/Login', body);
  // The contract (and zod) load on submit, not with the sign-in page (docs/performance-web.md).
  const { LoginAnswer: schema } = await import('@taxi/contract');
  return schema.parse(answer);
}
