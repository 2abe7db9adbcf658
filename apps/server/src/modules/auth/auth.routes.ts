import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, DemoInfo, LoginBody, LoginResponse, RegisterBody, SessionUser } from '@taxi/contract';
import { login, register } from './auth.service';

/** Open routes: sign-in, registration and the demo hint for the sign-in page. */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/auth/Login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: LoginBody,
      response: { 200: LoginResponse, 400: ApiError, 401: ApiError, 429: ApiError },
    },
    handler: (request) => login(app.deps, request.ip, request.body.username, request.body.password),
  });

  api.post('/auth/register', {
    schema: {
      tags: ['auth'],
      summary: 'Register a customer or a driver',
      body: RegisterBody,
      response: { 201: SessionUser, 400: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => reply.status(201).send(await register(app.deps, request.body)),
  });

  api.get('/auth/demo', {
    schema: { tags: ['auth'], summary: 'Whether this is a demo installation, and its sign-in', response: { 200: DemoInfo } },
    // Only the well-known demo sign-in is ever shown; a configured ADMIN_PASSWORD stays secret.
    handler: async () => {
      const { demoSignIn } = app.deps.config;
      return demoSignIn ? { demo: true, ...demoSignIn } : { demo: false };
    },
  });
}
