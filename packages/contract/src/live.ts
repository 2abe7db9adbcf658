import { z } from 'zod';
import { IsoDateTime } from './common';
import type { DriverPositionBody } from './driver-api';
import { TripStatusName } from './enums';

import { LIVE_TOPICS } from './live-wire';

export { DEFAULT_LIVE_TOPICS, LIVE_CLOSE, LIVE_FLUSH_MS, LIVE_PROTOCOL, LIVE_TOPICS, type LiveTopic } from './live-wire';

/** The query of `GET /api/live`: `topics`, comma-separated (map, notifications); both when not given. */
export const LiveStreamQuery = z.object({
  topics: z
    .string()
    .max(40)
    .regex(new RegExp(`^(${LIVE_TOPICS.join('|')})(,(${LIVE_TOPICS.join('|')}))*$`), 'Topics are map, notifications and dispatch, comma-separated')
    .optional()
    .describe('Comma-separated: map, notifications, dispatch (map and notifications when not given)'),
});
export type LiveStreamQuery = z.infer<typeof LiveStreamQuery>;

/**
 * A position report on the driver's socket (`GET /api/driver/live`), compact: the tuple
 * `[latitude, longitude, heading, speedKmh, recordedAtMs]` (null for what is not known). The
 * server reads it as the body of `POST /api/driver/position` and checks it by the same rules.
 */
export const DriverLiveReport = z.tuple([z.number(), z.number(), z.number().nullable(), z.number().nullable(), z.number().int().min(0).max(8.64e15).nullable()]);
export type DriverLiveReport = z.infer<typeof DriverLiveReport>;

/** A driver socket's report as the HTTP body (heading, speed and recordedAt left out when null). */
export const driverLiveReportBody = ([latitude, longitude, heading, speedKmh, recordedAtMs]: DriverLiveReport) => ({
  latitude,
  longitude,
  ...(heading === null ? {} : { heading }),
  ...(speedKmh === null ? {} : { speedKmh }),
  ...(recordedAtMs === null ? {} : { recordedAt: new Date(recordedAtMs).toISOString() }),
});

/** The report a driver client sends (the driver app's and the simulator's side). */
export const encodeDriverLiveReport = (body: DriverPositionBody): DriverLiveReport => [
  body.latitude,
  body.longitude,
  body.heading ?? null,
  body.speedKmh ?? null,
  body.recordedAt === undefined ? null : Date.parse(body.recordedAt),
];

/** What the server answers on the driver's socket to a refused report (accepted ones are silent). */
export const DriverLiveError = z.object({ type: z.literal('error'), message: z.string() });
export type DriverLiveError = z.infer<typeof DriverLiveError>;

/**
 * Any frame the server sends on the driver's socket: a refused report, or what the server pushes to
 * the driver (issue 26: an offer, a dispatcher's message), each an object named by `type`. The
 * pushed state is also readable over HTTP: a frame only says it changed.
 */
export type DriverLiveFrame = DriverLiveError | { type: string; [field: string]: unknown };

/** A driver's latest position, as a client holds it after decoding a batch. */
export const LiveDriverPosition = z.object({
  driverId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  speedKmh: z.number().nullable(),
  /** Epoch milliseconds when the server took the report. */
  reportedAtMs: z.number().int(),
});
export type LiveDriverPosition = z.infer<typeof LiveDriverPosition>;

/**
 * A position on the wire, compact (10,000 drivers a second to every admin): a tuple
 * `[driverId, latitude, longitude, heading, speedKmh, reportedAtMs]`, coordinates rounded to 5
 * decimals (about 1 m), heading and speed to whole numbers (null when not reported).
 */
export const LivePositionTuple = z.tuple([
  z.number().int(),
  z.number(),
  z.number(),
  z.number().nullable(),
  z.number().nullable(),
  z.number().int(),
]);
export type LivePositionTuple = z.infer<typeof LivePositionTuple>;

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** The wire form of a position (the server's side). */
export const encodeLivePosition = (position: LiveDriverPosition): LivePositionTuple => [
  position.driverId,
  round(position.latitude, 5),
  round(position.longitude, 5),
  position.heading === null ? null : Math.round(position.heading),
  position.speedKmh === null ? null : Math.round(position.speedKmh),
  position.reportedAtMs,
];

/** A position from its wire form (the client's side). */
export const decodeLivePosition = ([driverId, latitude, longitude, heading, speedKmh, reportedAtMs]: LivePositionTuple): LiveDriverPosition => ({
  driverId,
  latitude,
  longitude,
  heading,
  speedKmh,
  reportedAtMs,
});

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
  positions: z.array(LivePositionTuple),
  offline: z.array(z.number().int()),
  trips: z.array(LiveTripChange),
});
export type LiveBatch = z.infer<typeof LiveBatch>;
