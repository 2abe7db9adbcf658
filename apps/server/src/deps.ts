import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/database';
import { MemoryCounterStore, RedisCounterStore } from './lib/counter-store';
import { connectRedis } from './lib/redis';
import { DocumentUrlSigner } from './media/signed-urls';
import { LoginThrottle } from './modules/auth/login-throttle';
import { TokenService, resolveJwtSecret } from './modules/auth/tokens';
import { MemoryPresenceStore, RedisPresenceStore } from './modules/presence/presence-store';
import { PresenceService } from './modules/presence/presence.service';

/** Wires the shared services: token signing, throttling, live presence and (when configured) Redis. */
export async function createDeps(config: Config, database: Database): Promise<AppDeps> {
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const counters = redis ? new RedisCounterStore(redis) : new MemoryCounterStore();
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  return {
    config,
    database,
    db: database.db,
    tokens: new TokenService(jwtSecret),
    documentUrls: new DocumentUrlSigner(jwtSecret),
    loginThrottle: new LoginThrottle(counters),
    presence: new PresenceService(database.db, redis ? new RedisPresenceStore(redis) : new MemoryPresenceStore()),
    redis,
  };
}

export async function closeDeps(deps: AppDeps) {
  await deps.redis?.quit();
  await deps.database.close();
}
