import { LoginResponse, type LoginBody } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/Login (SPEC.md §7). */
export async function login(body: LoginBody): Promise<LoginResponse> {
  return LoginResponse.parse(await api.post<unknown>('/api/auth/Login', body));
}
