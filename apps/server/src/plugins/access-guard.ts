import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { can, type Permission, type Role } from '@taxi/contract';
import type { AppDeps } from '../app-deps';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { Actor } from '../modules/audit/audit';
import type { Principal } from '../modules/auth/tokens';

export const SESSION_ENDED = 'The session has ended; sign in again';

/** The token of `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110). */
export const bearerToken = (request: FastifyRequest) => {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
};

/**
 * The principal of a request: a valid unexpired token whose user still exists, is not deleted nor
 * deactivated, has the token's version (not signed out, no password change since) and still has the role
 * the token names (DESIGN.md §4). Anything else is 401. The live sockets run it again while they
 * stay open (modules/live/session-watch.ts).
 */
export async function authenticate(request: FastifyRequest, deps: AppDeps): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const principal = deps.tokens.verify(token);
  if (!principal) throw unauthorized('The token is invalid or has expired', 'auth.token_invalid');
  const user = await deps.sessions.current(principal.id);
  if (!user || user.deleted || user.deactivated || user.tokenVersion !== principal.tokenVersion || !principal.roles.includes(user.role)) {
    throw unauthorized(SESSION_ENDED, 'auth.session_ended');
  }
  return principal;
}

/** Makes every route of `scope` require a signed-in user, whatever the role (e.g. sign-out). */
export function requireSignedIn(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    request.principal = await authenticate(request, scope.deps);
  });
}

/**
 * Makes every route of `scope` require a valid token carrying `role` (DESIGN.md §4):
 * 401 without a valid unexpired token of a current user, 403 signed in without the role.
 */
export function requireRole(scope: FastifyInstance, role: Role) {
  scope.addHook('onRequest', async (request) => {
    const principal = await authenticate(request, scope.deps);
    if (!principal.roles.includes(role)) throw forbidden(`This requires the ${role} role`, 'auth.role_required');
    request.principal = principal;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a back-office route or socket needs (issue 24): checked against the contract's ROLE_PERMISSIONS. */
    permission?: Permission;
    /** What its CSV export (`format=csv`) needs beside it, on a list route (plugins/list-answer.ts). */
    exportPermission?: Permission;
  }
}

/** Whether the principal's role grants `permission` (the contract's ROLE_PERMISSIONS). */
export const principalMay = (principal: Principal, permission: Permission) => principal.roles.some((role) => can(role, permission));

/** 403 unless the request's principal may do `permission` (a route's own second check, e.g. an export). */
export function assertMay(request: FastifyRequest, permission: Permission) {
  if (!principalMay(principalOf(request), permission)) throw forbidden(`Your role does not allow this (${permission})`, 'auth.role_required');
}

/**
 * The back office's guard (issue 24): every route of `scope` must declare the permission it needs
 * (`config.permission`); one that does not stops the app from starting, naming it. A request needs
 * a valid token of a current user (401) whose role grants that permission (403).
 */
export function requirePermission(scope: FastifyInstance) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.permission) throw new Error(`${String(route.method)} ${route.url} declares no permission (config.permission)`);
  });
  scope.addHook('onRequest', async (request) => {
    const principal = await authenticate(request, scope.deps);
    request.principal = principal;
    assertMay(request, request.routeOptions.config.permission!);
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
