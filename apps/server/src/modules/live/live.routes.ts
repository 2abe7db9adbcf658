import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LIVE_PROTOCOL } from '@taxi/contract';
import { HttpError } from '../../lib/http-errors';
import { requireRole } from '../../plugins/access-guard';

/** The token of `Sec-WebSocket-Protocol: bearer, <token>` (browsers cannot set Authorization on a WebSocket). */
function protocolToken(header: string | string[] | undefined): string | null {
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim());
  const at = offered.indexOf(LIVE_PROTOCOL);
  return at >= 0 ? (offered[at + 1] ?? null) : null;
}

/**
 * GET /api/live: the admins' WebSocket (docs/live-operations.md). The token travels as the second
 * subprotocol and goes through the same guard as every Admin route (signature, expiry, the user's
 * token version and role), before the upgrade: 401/403 answer the handshake, no socket is opened.
 */
export async function liveRoutes(app: FastifyInstance) {
  await app.register(websocket, {
    options: {
      maxPayload: 1024,
      handleProtocols: (protocols: Set<string>) => (protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
    },
  });
  app.addHook('onRequest', async (request) => {
    const token = protocolToken(request.headers['sec-websocket-protocol']);
    if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
  });
  requireRole(app, 'Admin');
  app.addHook('onClose', () => app.deps.live.close());

  app.route({
    method: 'GET',
    url: '/live',
    schema: { tags: ['dashboard'], operationId: 'LiveStream', summary: 'Live stream of driver positions and trip changes (WebSocket)', description: 'Upgrade with `Sec-WebSocket-Protocol: bearer, <token>` (an Admin token). The server sends one `batch` message about once a second while anything changed; see docs/live-operations.md. A plain HTTP GET is 426.' },
    handler: async () => {
      throw new HttpError(426, 'This endpoint speaks WebSocket only', undefined, { Upgrade: 'websocket' });
    },
    wsHandler: (socket) => {
      const hub = app.deps.live;
      hub.add(socket);
      socket.on('close', () => hub.remove(socket));
      // The stream is one-way; whatever a client sends is ignored.
      socket.on('message', () => undefined);
    },
  });
}
