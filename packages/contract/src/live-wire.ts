/**
 * The live sockets' constants, without zod (subpath `@taxi/contract/live-wire`): the live map's
 * stream worker imports them and nothing else of the contract.
 */

/** The WebSocket subprotocol that carries the admin's token: `Sec-WebSocket-Protocol: bearer, <token>` (docs/live-operations.md). */
export const LIVE_PROTOCOL = 'bearer';
/** How often the stream flushes its merged changes, ms. */
export const LIVE_FLUSH_MS = 1_000;
/**
 * Close codes of the live sockets: the server is shutting down, the client cannot keep up, the
 * token expired or its session ended (signed out, password or role changed, user deleted), a
 * driver socket kept sending far more reports than the cap (flooding), or its driver may no
 * longer go online (verification or vehicle rejected or expired).
 */
export const LIVE_CLOSE = { goingAway: 1001, flooding: 1008, tooSlow: 1013, sessionEnded: 4001, notAllowed: 4003 } as const;

/**
 * What a socket of `GET /api/live` asks for (`?topics=map,notifications`; map and notifications
 * when not given): the map's batches (to a role with `map.read`), the notifications of its roles,
 * and the dispatch desk's booking changes (`dispatch`, to a role with `dispatch.read`; asked for by
 * name only). The live map asks for the map, the bell for notifications: a tab's sockets never
 * carry the same message.
 */
export const LIVE_TOPICS = ['map', 'notifications', 'dispatch'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
/** The topics of a socket that names none. */
export const DEFAULT_LIVE_TOPICS: readonly LiveTopic[] = ['map', 'notifications'];
