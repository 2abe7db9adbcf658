import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LIVE_PROTOCOL } from '@taxi/contract';
import { HttpError } from '../../lib/http-errors';
import { principalOf, requireRole } from '../../plugins/access-guard';
import { assertMayGoOnline } from '../presence/driver-eligibility';
import { driverReportHandler } from '../presence/driver-live-socket';
import { watchSession } from './session-watch';

/** The token of `Sec-WebSocket-Protocol: bearer, <token>` (browsers cannot set Authorization on a WebSocket). */
function protocolToken(header: string | string[] | undefined): string | null {
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim());
  const at = offered.indexOf(LIVE_PROTOCOL);
  return at >= 0 ? (offered[at + 1] ?? null) : null;
}

const webSocketOnly = async () => {
  throw new HttpError(426, 'This endpoint speaks WebSocket only', undefined, { Upgrade: 'websocket' });
};

/** GET /api/live: the admins' stream (one-way: whatever a client sends is ignored). */
async function adminStreamRoute(app: FastifyInstance) {
  requireRole(app, 'Admin');
  app.route({
    method: 'GET',
    url: '/live',
    schema: { tags: ['dashboard'], operationId: 'LiveStream', summary: 'Live stream of driver positions and trip changes (WebSocket)', description: 'Upgrade with `Sec-WebSocket-Protocol: bearer, <token>` (an Admin token). The server sends one `batch` message about once a second while anything changed; see docs/live-operations.md. The socket is closed (4001) when the token expires or its session ends. A plain HTTP GET is 426.' },
    handler: webSocketOnly,
    wsHandler: (socket, request) => {
      const hub = app.deps.live;
      hub.add(socket);
      socket.on('close', () => hub.remove(socket));
      socket.on('message', () => undefined);
      watchSession(app, request, socket);
    },
  });
}

/** GET /api/driver/live: a driver's position reports over one open socket. */
async function driverReportsRoute(app: FastifyInstance) {
  requireRole(app, 'Driver');
  app.route({
    method: 'GET',
    url: '/driver/live',
    schema: { tags: ['driver'], operationId: 'DriverLiveReports', summary: 'Report positions over a WebSocket (the driver is online)', description: 'Upgrade with `Sec-WebSocket-Protocol: bearer, <token>` (a Driver token; 403 unless the driver may go online). Each message is a position report `[latitude, longitude, heading, speedKmh, recordedAtMs]` (null for what is unknown), checked as the body of `POST /api/driver/position`; a refused report is answered with `{"type":"error","message":…}`, an accepted one with nothing. The socket is closed (4001) when the token expires or its session ends. A plain HTTP GET is 426.' },
    // Checked on the handshake (a plain GET is 426 whoever asks).
    preHandler: async (request) => {
      if (!request.ws) return;
      const driverId = principalOf(request).id;
      await assertMayGoOnline(app.deps.db, driverId);
      await app.deps.presence.prepareReports(driverId);
    },
    handler: webSocketOnly,
    wsHandler: (socket, request) => {
      socket.on('message', driverReportHandler(app.deps.presence, principalOf(request).id, socket));
      watchSession(app, request, socket);
    },
  });
}

/**
 * The live WebSockets (docs/live-operations.md): the admins' stream and the drivers' reports. The
 * token travels as the second subprotocol and goes through the same guard as every route of the
 * role (signature, expiry, the user's token version and role), before the upgrade: 401/403 answer
 * the handshake, no socket is opened. An open socket is watched and closed when its session ends.
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
  app.addHook('onClose', () => app.deps.live.close());
  await app.register(adminStreamRoute);
  await app.register(driverReportsRoute);
}
