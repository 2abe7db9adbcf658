import { z } from 'zod';
import { IsoDateTime } from './common';
import { TripStatusName } from './enums';

/** The WebSocket subprotocol that carries the admin's token: `Sec-WebSocket-Protocol: bearer, <token>` (docs/live-operations.md). */
export const LIVE_PROTOCOL = 'bearer';
/** How often the stream flushes its merged changes, ms. */
export const LIVE_FLUSH_MS = 1_000;
/** Close codes of the stream: the server is shutting down, or the client cannot keep up. */
export const LIVE_CLOSE = { goingAway: 1001, tooSlow: 1013 } as const;

/** A driver's latest position in a batch. */
export const LiveDriverPosition = z.object({
  driverId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  speedKmh: z.number().nullable(),
  /** ISO time the server took the report. */
  reportedAt: IsoDateTime,
});
export type LiveDriverPosition = z.infer<typeof LiveDriverPosition>;

/** A trip that changed state (driverId null while it is searching). */
export const LiveTripChange = z.object({
  tripId: z.number().int(),
  driverId: z.number().int().nullable(),
  status: TripStatusName,
});
export type LiveTripChange = z.infer<typeof LiveTripChange>;

/**
 * One message of the stream: everything that changed since the last one, merged (a driver's
 * latest position only; a driver who went offline is in `offline` and not in `positions`; a
 * trip's latest state only). Sent about once a second, only when something changed.
 */
export const LiveBatch = z.object({
  type: z.literal('batch'),
  at: IsoDateTime,
  positions: z.array(LiveDriverPosition),
  offline: z.array(z.number().int()),
  trips: z.array(LiveTripChange),
});
export type LiveBatch = z.infer<typeof LiveBatch>;
