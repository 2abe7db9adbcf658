import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { CounterStore } from './lib/counter-store';
import type { DocumentUrlSigner } from './media/signed-urls';
import type { LoginThrottle } from './modules/auth/login-throttle';
import type { SessionCheck } from './modules/auth/sessions';
import type { Principal, TokenService } from './modules/auth/tokens';
import type { TwoFactorKit } from './modules/auth/two-factor/two-factor-kit';
import type { Dispatch } from './modules/dispatch/dispatch';
import type { DriverTripsService } from './modules/driver-trips/driver-trips.service';
import type { JobRunner } from './modules/jobs/job-runner';
import type { LiveAccess } from './modules/live/live-access';
import type { LiveHub } from './modules/live/live-hub';
import type { DriverPush } from './modules/live/driver-push';
import type { Metrics } from './modules/metrics/metrics';
import type { PresenceService } from './modules/presence/presence.service';
import type { TrackRecorder } from './modules/trip-tracks/track-recorder';
import type { TripMessagesService } from './modules/trip-messages/trip-messages.service';

/** What the routes and services of every module are given. Built once in `createDeps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Signs and checks the short-lived URLs of document scans. */
  documentUrls: DocumentUrlSigner;
  /** Expiring counters (throttles): Redis when configured, with this process's memory as fallback. */
  counters: CounterStore;
  loginThrottle: LoginThrottle;
  /** The second factor's keys: the TOTP secrets' encryption and the sign-in challenges (issue 24). */
  twoFactor: TwoFactorKit;
  /** The current role and token version of a token's user (the guard's check). */
  sessions: SessionCheck;
  presence: PresenceService;
  /** Records the driven tracks of trips in progress from the positions stored here (issue 27 item 4). */
  trackRecorder: TrackRecorder;
  /** The trip lifecycle of the driver and customer apps (docs/live-operations.md). */
  driverTrips: DriverTripsService;
  /** The admins' live stream sockets of this instance and the bus that feeds them. */
  live: LiveHub;
  /** Frames from the server to drivers' open sockets, on whichever instance holds them (issue 26). */
  driverPush: DriverPush;
  /** The dispatch desk (issue 26): bookings, offers, the nearest free drivers, the offer sweeper (docs/dispatch.md). */
  dispatch: Dispatch;
  /** The trips' threads between the dispatch desk and the drivers (issue 26 item 6). */
  tripMessages: TripMessagesService;
  /** Publishes a user's access change to every instance, which re-checks their open sockets at once. */
  liveAccess: LiveAccess;
  /** The background jobs (the notifications): each due run once across all instances; started by main.ts. */
  jobs: JobRunner;
  /** Request latency, position reports and the gauges of GET /metrics. */
  metrics: Metrics;
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the access guard of a protected scope; null on open routes. */
    principal: Principal | null;
  }
}
