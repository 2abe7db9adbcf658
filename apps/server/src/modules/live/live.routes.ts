import websocket from '@fastify/websocket';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { DEFAULT_LIVE_TOPICS, LIVE_CLOSE, LIVE_PROTOCOL, LiveStreamQuery, type LiveTopic, type Permission, type Role } from '@taxi/contract';
import type { AppDeps } from '../../app-deps';
import { forbidden, HttpError } from '../../lib/http-errors';
import { principalMay, principalOf, requirePermission, requireRole } from '../../plugins/access-guard';
import { NOT_ALLOWED_ONLINE } from '../presence/driver-eligibility';
import { driverReportHandler } from '../presence/driver-live-socket';
import { ReportRate } from '../presence/report-rate';
import { type SocketRefusal, watchSession } from './session-watch';

/** The token of `Sec-WebSocket-Protocol: bearer, <token>` (browsers cannot set Authorization on a WebSocket). */
function protocolToken(header: string | string[] | undefined): string | null {
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim());
  const at = offered.indexOf(LIVE_PROTOCOL);
  return at >= 0 ? (offered[at + 1] ?? null) : null;
}

const webSocketOnly = async () => {
  throw new HttpError(426, 'This endpoint speaks WebSocket only', 'websocket_only', { headers: { Upgrade: 'websocket' } });
};

interface LiveSocketRoute {
  /** Who may open it: a role (the driver's socket) or, on the back office's, the permission it needs. */
  access: { role: Role } | { permission: Permission };
  url: string;
  schema: FastifySchema;
  /** Runs on the handshake after the guard (a plain GET is 426 whoever asks). */
  beforeUpgrade?: (request: FastifyRequest, deps: AppDeps) => Promise<void>;
  /** The open socket; it is closed by the server when its session ends (watchSession). */
  open: (socket: WebSocket, request: FastifyRequest, deps: AppDeps) => void;
  /** The route's own rule, checked with the session (watchSession): a refusal closes the socket. */
  check?: (request: FastifyRequest, deps: AppDeps) => Promise<SocketRefusal | null>;
}

/** One live WebSocket route: the role's guard on the handshake, 426 to plain HTTP, the session watched. */
function liveSocketRoute({ access, url, schema, beforeUpgrade, open, check }: LiveSocketRoute) {
  return async (app: FastifyInstance) => {
    if ('role' in access) requireRole(app, access.role);
    else requirePermission(app);
    app.route({
      method: 'GET',
      url,
      schema,
      config: 'permission' in access ? { permission: access.permission } : {},
      preHandler: async (request) => {
        if (request.ws && beforeUpgrade) await beforeUpgrade(request, app.deps);
      },
      handler: webSocketOnly,
      wsHandler: (socket, request) => {
        open(socket, request, app.deps);
        watchSession(app, request, socket, check && (() => check(request, app.deps)));
      },
    });
  };
}

/** `?topics=map,notifications` as a set; map and notifications when not given (the query's schema has checked the words). */
function topicsOf(request: FastifyRequest): ReadonlySet<LiveTopic> {
  const asked = (request.query as LiveStreamQuery).topics;
  return new Set(asked ? (asked.split(',') as LiveTopic[]) : DEFAULT_LIVE_TOPICS);
}

/** GET /api/live: the admins' stream (one-way: whatever a client sends is ignored). */
const adminStreamRoute = liveSocketRoute({
  access: { permission: 'notifications.read' },
  url: '/live',
  schema: {
    tags: ['dashboard'],
    operationId: 'LiveStream',
    summary: 'Live stream of driver positions, trip changes and notifications (WebSocket)',
    description: 'Upgrade with `Sec-WebSocket-Protocol: bearer, <token>` (a staff token; every staff role has `notifications.read`). `topics` chooses what the socket carries (map and notifications when not given): `map`, one `batch` message about once a second while anything changed, to a role with `map.read` (docs/live-operations.md); `notifications`, a `{type, ids}` message when notifications for the role were made (docs/notifications.md); `dispatch`, a `{"type":"booking","booking":…}` message at once on every change of a dispatch booking, to a role with `dispatch.read` (docs/dispatch.md). The socket is closed (4001) when the token expires or its session ends. A plain HTTP GET is 426.',
    querystring: LiveStreamQuery,
  },
  open: (socket, request, { live }) => {
    const principal = principalOf(request);
    const topics = topicsOf(request);
    live.add(socket, {
      map: topics.has('map') && principalMay(principal, 'map.read'),
      roles: topics.has('notifications') ? principal.roles : [],
      dispatch: topics.has('dispatch') && principalMay(principal, 'dispatch.read'),
    });
    socket.on('close', () => live.remove(socket));
    socket.on('message', () => undefined);
  },
});

/** GET /api/driver/live: a driver's position reports over one open socket (the cap per driver: `rate`). */
const driverReportsRoute = (rate: ReportRate) => liveSocketRoute({
  access: { role: 'Driver' },
  url: '/driver/live',
  schema: { tags: ['driver'], operationId: 'DriverLiveReports', summary: 'Report positions over a WebSocket (the driver is online)', description: 'Upgrade with `Sec-WebSocket-Protocol: bearer, <token>` (a Driver token; 403 unless the driver may go online). Each message is a position report `[latitude, longitude, heading, speedKmh, recordedAtMs]` (null for what is unknown), checked as the body of `POST /api/driver/position`; a refused report is answered with `{"type":"error","message":…}`, an accepted one with nothing. The server also pushes frames to the driver on it (issue 26: `offer`, `offerWithdrawn`, `tripWithdrawn`, `message`; docs/dispatch.md), each a JSON object named by `type`. The socket is closed (4001) when the token expires or its session ends. A plain HTTP GET is 426.' },
  beforeUpgrade: async (request, { presence }) => {
    const driverId = principalOf(request).id;
    if (!(await presence.eligibility.allows(driverId))) throw forbidden(NOT_ALLOWED_ONLINE);
    await presence.prepareReports(driverId);
  },
  open: (socket, request, { presence, metrics, driverPush }) => {
    const driverId = principalOf(request).id;
    rate.open(driverId);
    driverPush.open(driverId, socket);
    socket.on('close', () => {
      rate.close(driverId);
      driverPush.close(driverId, socket);
    });
    socket.on('message', driverReportHandler({ presence, rate, dropped: metrics.droppedReports }, driverId, socket));
  },
  check: async (request, { presence }) => ((await presence.eligibility.allows(principalOf(request).id)) ? null : { code: LIVE_CLOSE.notAllowed, reason: NOT_ALLOWED_ONLINE }),
});

/** Sockets whose client broke the protocol already warned about (one line per socket, not per frame). */
const warnedSockets = new WeakSet<object>();

/**
 * An error on an open socket: a client breaking the protocol (a frame over `maxPayload`, a bad
 * frame: ws's `WS_ERR_*` codes) is a warning without a stack, once per socket; anything else is
 * an error as before. Either way the socket is dropped.
 */
function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest) {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    if (!warnedSockets.has(socket)) request.log.warn({ code, url: request.url }, `live socket closed: ${error.message}`);
    warnedSockets.add(socket);
  } else request.log.error(error);
  socket.terminate();
}

/**
 * The live WebSockets (docs/live-operations.md): the admins' stream and the drivers' reports. The
 * token travels as the second subprotocol and goes through the same guard as every route of the
 * role (signature, expiry, the user's token version and role), before the upgrade: 401/403 answer
 * the handshake, no socket is opened. An open socket is watched and closed when its session ends.
 */
export async function liveRoutes(app: FastifyInstance) {
  await app.register(websocket, {
    errorHandler: socketErrorHandler,
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
  await app.register(driverReportsRoute(new ReportRate()));
}
