import type { LoginBody, LoginResponse } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/Login (SPEC.md §7). */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const answer = await api.post<unknown>('/api/auth/Login', body);
  // The contract (and zod) load on submit, not with the sign-in page (docs/performance-web.md).
  const { LoginResponse: schema } = await import('@taxi/contract');
  return schema.parse(answer);
}
