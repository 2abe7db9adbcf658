import { TripStatus } from '@taxi/contract';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/database';
import { FallbackCounterStore, MemoryCounterStore, RedisCounterStore } from './lib/counter-store';
import type { FallbackLog } from './lib/fallback';
import { connectRedis } from './lib/redis';
import { DocumentUrlSigner } from './media/signed-urls';
import { LoginThrottle } from './modules/auth/login-throttle';
import { SessionCheck } from './modules/auth/sessions';
import { TokenService, resolveJwtSecret } from './modules/auth/tokens';
import { createTwoFactorKit } from './modules/auth/two-factor/two-factor-kit';
import { FallbackPresenceStore, MemoryPresenceStore, RedisPresenceStore } from './modules/presence/presence-store';
import { PresenceService } from './modules/presence/presence.service';
import { DriverTripsService } from './modules/driver-trips/driver-trips.service';
import { JobRunner } from './modules/jobs/job-runner';
import { MemoryLiveBus, RedisLiveBus } from './modules/live/live-bus';
import { LiveAccess } from './modules/live/live-access';
import { LiveHub } from './modules/live/live-hub';
import { DriverPush } from './modules/live/driver-push';
import { Metrics } from './modules/metrics/metrics';
import { notificationsJob } from './modules/notifications/notifications.job';
import { insightJob } from './modules/insight/insight.job';
import { countConnectedDrivers } from './modules/presence/connected-drivers';
import { createDispatch } from './modules/dispatch/dispatch';
import { MemoryGeoIndex } from './modules/dispatch/geo/memory-geo-index';
import { FallbackGeoIndex, RedisGeoIndex } from './modules/dispatch/geo/redis-geo-index';
import { TrackRecorder } from './modules/trip-tracks/track-recorder';
import { TripMessagesService } from './modules/trip-messages/trip-messages.service';

const quiet: FallbackLog = { warn: () => undefined, info: () => undefined };

/** How long the embedded database's guard keeps a user's session state (sessions.ts). */
const SESSION_CACHE_MS = 5_000;

/**
 * Wires the shared services: token signing, throttling, live presence and (when configured)
 * Redis, which falls back to this process's memory while it does not answer (docs/security.md).
 */
export async function createDeps(config: Config, database: Database, log: FallbackLog = quiet): Promise<AppDeps> {
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const counters = redis ? new FallbackCounterStore(new RedisCounterStore(redis, `${config.redisKeyPrefix}counter:`), new MemoryCounterStore(), log) : new MemoryCounterStore();
  const presenceStore = redis ? new FallbackPresenceStore(new RedisPresenceStore(redis, `${config.redisKeyPrefix}presence:`), new MemoryPresenceStore(), log) : new MemoryPresenceStore();
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  // Live changes reach every instance's admins through Redis pub/sub, or this process alone.
  const liveBus = redis ? await RedisLiveBus.connect(redis, log, config.redisKeyPrefix) : new MemoryLiveBus();
  const presence = new PresenceService(database.db, presenceStore);
  presence.listen((change) => void liveBus.publish(change));
  // The driven tracks: this instance's reports, thinned; trip starts and ends from every instance (docs/trip-replay.md).
  const trackRecorder = new TrackRecorder(database.db);
  presence.listen((change) => trackRecorder.hear(change));
  liveBus.subscribe((change) => {
    if (change.kind !== 'trip' || change.trip.driverId === null) return;
    if (change.trip.status === TripStatus.InProgress) trackRecorder.tripStarted(change.trip.driverId);
    else if (change.trip.status === TripStatus.Completed) trackRecorder.tripEnded(change.trip.driverId);
  });
  const live = new LiveHub(liveBus);
  const sessions = new SessionCheck(database.db, database.kind === 'pglite' ? SESSION_CACHE_MS : 0);
  const liveAccess = new LiveAccess(liveBus, database.db);
  liveAccess.onChange((userId) => {
    sessions.forget(userId);
    presence.eligibility.forget(userId);
  });
  const metrics = new Metrics({
    connectedDrivers: async () => (await presence.connected()).length,
    adminStreamClients: () => live.size,
    pool: () => database.poolStats(),
  });
  presence.listen((change) => {
    if (change.kind === 'position') metrics.positionReports.inc();
  });
  // Notifications made on any instance reach the staff's streams on every instance through the bus.
  const jobs = new JobRunner(database.db, log);
  jobs.add(notificationsJob(config.operatorTimeZone, config.notificationsEverySeconds * 1000, (made) => liveBus.publish({ kind: 'notifications', ...made })));
  jobs.add(insightJob(async () => countConnectedDrivers(database.db, await presence.connected())));
  const driverTrips = new DriverTripsService(database.db, config.operatorTimeZone, (trip) => void liveBus.publish({ kind: 'trip', trip }));
  const driverPush = new DriverPush(liveBus);
  // The dispatch desk's nearest drivers: Redis GEOSEARCH shared by the instances, or this process's memory.
  const geo = redis ? new FallbackGeoIndex(new RedisGeoIndex(redis, config.redisKeyPrefix), log) : new MemoryGeoIndex();
  const dispatch = createDispatch({ db: database.db, timeZone: config.operatorTimeZone, geo, presence, driverTrips, bus: liveBus, driverPush, jobs, log });
  // A dispatcher's message reaches the driver through driverPush, a driver's answer the desk through the dispatch topic.
  const tripMessages = new TripMessagesService(database.db, driverPush, (message) => void liveBus.publish({ kind: 'dispatch', frame: { type: 'message', tripId: message.tripId, message } }), log);
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(jwtSecret),
    documentUrls: new DocumentUrlSigner(jwtSecret),
    counters,
    loginThrottle: new LoginThrottle(counters),
    twoFactor: createTwoFactorKit(jwtSecret, config),
    sessions,
    presence,
    trackRecorder,
    driverTrips,
    live,
    driverPush,
    dispatch,
    tripMessages,
    liveAccess,
    jobs,
    metrics,
    redis,
  };
}

export async function closeDeps(deps: AppDeps) {
  await deps.jobs.stop();
  await deps.dispatch.sweeper.stop();
  deps.sessions.dispose();
  await deps.redis?.quit();
  await deps.database.close();
}
