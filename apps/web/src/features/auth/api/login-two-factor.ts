import { LoginResponse, LoginTwoFactorSetupResponse, TwoFactorEnrolment, type LoginTwoFactorBody, type LoginTwoFactorSetupConfirmBody } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/LoginTwoFactor: the challenge and a code (app or recovery) → the session. */
export async function loginTwoFactor(body: LoginTwoFactorBody): Promise<LoginResponse> {
  return LoginResponse.parse(await api.post<unknown>('/api/auth/LoginTwoFactor', body));
}

/** POST /api/auth/LoginTwoFactorSetup/Start: enrolment at sign-in, a new secret. */
export async function startSetupAtSignIn(challenge: string): Promise<TwoFactorEnrolment> {
  return TwoFactorEnrolment.parse(await api.post<unknown>('/api/auth/LoginTwoFactorSetup/Start', { challenge }));
}

/** POST /api/auth/LoginTwoFactorSetup/Confirm: the first code → the session and the recovery codes. */
export async function confirmSetupAtSignIn(body: LoginTwoFactorSetupConfirmBody): Promise<LoginTwoFactorSetupResponse> {
  return LoginTwoFactorSetupResponse.parse(await api.post<unknown>('/api/auth/LoginTwoFactorSetup/Confirm', body));
}
