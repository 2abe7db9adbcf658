import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  IdParams,
  LoginResponse,
  LoginTwoFactorBody,
  LoginTwoFactorSetupConfirmBody,
  LoginTwoFactorSetupResponse,
  LoginTwoFactorSetupStartBody,
  RecoveryCodes,
  TwoFactorConfirmBody,
  TwoFactorDisableBody,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@taxi/contract';
import { actorOf, principalOf } from '../../../plugins/access-guard';
import { unauthorized } from '../../../lib/http-errors';
import { findUserById } from './two-factor.repository';
import { confirmSetupAtSignIn, loginTwoFactor, startSetupAtSignIn } from './two-factor-sign-in';
import { confirmEnrolment, disableTwoFactor, resetTwoFactor, startEnrolment, twoFactorStatus } from './two-factor.service';

const tags = ['two-factor'];
/** OpenAPI: these routes need no token (the challenge of the sign-in answer stands for the password). */
const open = { security: [] };

/** The sign-in's second step and the enrolment at sign-in (open: the challenge names the user). */
export async function twoFactorSignInRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/auth/LoginTwoFactor', {
    schema: {
      tags, ...open,
      operationId: 'LoginTwoFactor',
      summary: "Sign-in, second step: the authenticator app's code or a recovery code",
      description: 'Takes the challenge of the Login answer (5 minutes) and a 6-digit code (each accepted once, ±30 s) or a recovery code (each works once); answers the session as Login does. Wrong codes count against the sign-in throttle (429).',
      body: LoginTwoFactorBody,
      response: { 200: LoginResponse, 400: ApiError, 401: ApiError, 429: ApiError },
    },
    handler: (request) => loginTwoFactor(app.deps, request.ip, request.body),
  });

  api.post('/auth/LoginTwoFactorSetup/Start', {
    schema: {
      tags, ...open,
      operationId: 'LoginTwoFactorSetupStart',
      summary: 'Enrolment at sign-in (required by the app settings): a new secret',
      description: 'For an Admin or Finance user without a second factor while the app settings require one: the challenge of the Login answer gets a new secret, its otpauth:// URI and QR code.',
      body: LoginTwoFactorSetupStartBody,
      response: { 200: TwoFactorEnrolment, 400: ApiError, 401: ApiError, 409: ApiError },
    },
    handler: (request) => startSetupAtSignIn(app.deps, request.body.challenge),
  });

  api.post('/auth/LoginTwoFactorSetup/Confirm', {
    schema: {
      tags, ...open,
      operationId: 'LoginTwoFactorSetupConfirm',
      summary: 'Enrolment at sign-in: the first code turns it on and signs in',
      description: 'The first code of the new secret turns two-factor sign-in on and answers the session with the ten recovery codes, shown this once. Wrong codes count against the sign-in throttle (429).',
      body: LoginTwoFactorSetupConfirmBody,
      response: { 200: LoginTwoFactorSetupResponse, 400: ApiError, 401: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: (request) => confirmSetupAtSignIn(app.deps, request.ip, request.body),
  });
}

/** The signed-in staff member's row (their role and password hash as they are now). */
async function currentUser(app: FastifyInstance, request: FastifyRequest) {
  const user = await findUserById(app.deps.db, principalOf(request).id);
  if (!user) throw unauthorized();
  return user;
}

/** A staff member's own second factor (any staff role), and an Admin's reset of someone else's. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const own = { permission: 'account.security' } as const;

  api.get('/auth/TwoFactor', {
    config: own,
    schema: {
      tags,
      operationId: 'GetTwoFactor',
      summary: "The signed-in staff member's second factor",
      description: 'Whether it is on (and since when), how many recovery codes are left, and whether the app settings require it of the role.',
      response: { 200: TwoFactorStatus },
    },
    handler: async (request) => twoFactorStatus(app.deps, await currentUser(app, request)),
  });

  api.post('/auth/TwoFactor/Start', {
    config: own,
    schema: {
      tags,
      operationId: 'StartTwoFactor',
      summary: 'Enrol: a new secret, as text, otpauth:// URI and QR code',
      description: 'Keeps a new secret (encrypted) waiting for its first code, replacing one that still waits; 409 while two-factor sign-in is on.',
      response: { 200: TwoFactorEnrolment, 409: ApiError },
    },
    handler: (request) => startEnrolment(app.deps, principalOf(request)),
  });

  api.post('/auth/TwoFactor/Confirm', {
    config: own,
    schema: {
      tags,
      operationId: 'ConfirmTwoFactor',
      summary: 'Enrol: the first code turns it on; answers the recovery codes',
      description: 'The first code of the waiting secret turns two-factor sign-in on and answers ten recovery codes, shown this once (stored hashed). A wrong code is 400 and counts against the sign-in throttle (429). Audited.',
      body: TwoFactorConfirmBody,
      response: { 200: RecoveryCodes, 400: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (request) => ({ recoveryCodes: await confirmEnrolment(app.deps, request.ip, principalOf(request), request.body.code) }),
  });

  api.post('/auth/TwoFactor/Disable', {
    config: own,
    schema: {
      tags,
      operationId: 'DisableTwoFactor',
      summary: 'Turns two-factor sign-in off, with a code or the password',
      description: 'A current code (app or recovery) or the password turns it off; 409 when the app settings require it of the role. A wrong one is 400 and counts against the sign-in throttle (429). Audited.',
      body: TwoFactorDisableBody,
      response: { 204: z.null(), 400: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (request, reply) => {
      await disableTwoFactor(app.deps, request.ip, await currentUser(app, request), request.body);
      return reply.status(204).send(null);
    },
  });

  api.post('/auth/TwoFactor/Reset/:id', {
    config: { permission: 'staff.manage' },
    schema: {
      tags,
      operationId: 'ResetTwoFactor',
      summary: "An Admin resets another staff member's second factor",
      description: "Removes the user's second factor and recovery codes and ends every session of theirs at once. 409 for one's own (use Disable) or when there is none. Audited.",
      params: IdParams,
      response: { 204: z.null(), 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      await resetTwoFactor(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
