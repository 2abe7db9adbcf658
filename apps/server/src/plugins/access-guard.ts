import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@taxi/contract';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { Actor } from '../modules/audit/audit';
import type { Principal } from '../modules/auth/tokens';

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
};

/**
 * Makes every route of `scope` require a valid token carrying `role` (DESIGN.md §4):
 * 401 without a valid unexpired token, 403 signed in without the role.
 */
export function requireRole(scope: FastifyInstance, role: Role) {
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const principal = await scope.deps.tokens.verify(token);
    if (!principal) throw unauthorized('The token is invalid or has expired');
    if (!principal.roles.includes(role)) throw forbidden(`This requires the ${role} role`);
    request.principal = principal;
  });
}

/** The signed-in principal of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The signed-in admin as the audit log records them. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = principalOf(request);
  return { id: principal.id, email: principal.email };
}
