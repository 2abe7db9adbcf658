import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, DemoInfo, LoginAnswer, LoginBody, RegisterBody, SessionUser } from '@taxi/contract';
import { principalOf, requireSignedIn } from '../../plugins/access-guard';
import { login, register } from './auth.service';
import { endSessions } from './sessions';
import { twoFactorSignInRoutes } from './two-factor/two-factor.routes';

/** OpenAPI: these routes need no token. */
const open = { security: [] };

/** Open routes: sign-in, registration and the demo hint for the sign-in page; and the sign-out. */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/auth/Login', {
    schema: {
      tags: ['auth'],
      operationId: 'Login', summary: 'Sign in with e-mail and password', description: 'Checks the e-mail and password and answers an 8-hour bearer token with the signed-in user. A user with two-factor sign-in gets `{twoFactorRequired, challenge}` instead (then LoginTwoFactor); an Admin or Finance user without it while the app settings require it gets `{twoFactorSetupRequired, challenge}` (then LoginTwoFactorSetup). Throttled per username and per address (429).',
      ...open,
      body: LoginBody,
      response: { 200: LoginAnswer, 400: ApiError, 401: ApiError, 429: ApiError },
    },
    handler: (request) => login(app.deps, request.ip, request.body.username, request.body.password),
  });

  await app.register(twoFactorSignInRoutes);

  api.post('/auth/register', {
    schema: {
      tags: ['auth'],
      operationId: 'register', summary: 'Register a customer or a driver', description: 'Self-registration from the customer and driver apps; never creates an Admin. 409 when the e-mail is taken.',
      ...open,
      body: RegisterBody,
      response: { 201: SessionUser, 400: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await register(app.deps, request.ip, request.body)),
  });

  api.get('/auth/demo', {
    schema: { tags: ['auth'], ...open, operationId: 'GetDemoInfo', summary: 'Whether this is a demo installation, and its sign-in', description: 'Tells the sign-in page whether to show the well-known demo sign-in; a configured admin password is never shown.', response: { 200: DemoInfo } },
    // Only the well-known demo sign-in is ever shown; a configured ADMIN_PASSWORD stays secret.
    handler: async () => {
      const { demoSignIn } = app.deps.config;
      return demoSignIn ? { demo: true, ...demoSignIn } : { demo: false };
    },
  });

  await app.register(async (signedIn) => {
    requireSignedIn(signedIn);
    signedIn.withTypeProvider<ZodTypeProvider>().post('/auth/Logout', {
      schema: {
        tags: ['auth'],
        operationId: 'Logout',
        summary: 'Sign out: ends every token of the signed-in user at once',
        description: 'Ends every token of the signed-in user (any role) at once: the next request with one of them is a 401.',
        response: { 204: z.null(), 401: ApiError },
      },
      handler: async (request, reply) => {
        const userId = principalOf(request).id;
        await endSessions(app.deps.db, userId);
        await app.deps.liveAccess.changed(userId); // the user's open live sockets close now, on every instance
        return reply.status(204).send(null);
      },
    });
  });
}
