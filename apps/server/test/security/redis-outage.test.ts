import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/lib/redis';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, TEST_PASSWORD } from '../helpers/factories';

/** A TCP proxy in front of Redis that the test can cut (connections dropped, port closed), stall, and restore. */
class RedisProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  stalled = false;

  constructor(private readonly target: URL) {}

  async open() {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('data', (chunk) => {
        if (!this.stalled) upstream.write(chunk);
      });
      upstream.on('data', (chunk) => client.write(chunk));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async cut() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const redisUrl = process.env.REDIS_URL;
const DAY = 24 * 3600 * 1000;

describe.skipIf(!redisUrl)('a Redis outage (issue 7, the suite): sign-in and the API keep answering, and recover', () => {
  const proxy = new RedisProxy(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  let t: TestApp;
  let direct: Redis;
  let driverId: number;
  const tag = randomBytes(5).toString('hex');
  const address = `10.${110 + (randomBytes(1)[0]! % 100)}.0.1`;
  const userKey = (username: string) => `${t.deps.config.redisKeyPrefix}counter:login:user:${username}`;

  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/Login', remoteAddress: address, payload: { username, password } });
  const report = async () => t.injectAs(driverUser(), { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.3, longitude: 33.9 } });
  const connected = async () => (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' })).json<{ driverId: number }[]>().map((d) => d.driverId);
  let driver: Awaited<ReturnType<typeof createUser>>;
  const driverUser = () => driver;
  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };
  async function untilReady(redis: Redis) {
    for (let i = 0; i < 100 && redis.status !== 'ready'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(redis.status).toBe('ready');
  }

  beforeAll(async () => {
    await proxy.open();
    direct = await connectRedis(redisUrl!);
    t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
    const tripType = await t.db.insertInto('trip_types').values({ type_name: `Outage ${tag}`, description: 'd', number_of_passengers: 4, system_percentage: 20, base_fare: 5000, per_km_fare: 2000, per_minute_fare: 300, cancellation_surcharge: 50, night_surcharge: 20, peak_time_surcharge: 10 }).returning('id').executeTakeFirstOrThrow();
    driver = await createUser(t.db, 'Driver', { verification_status: 1, verified_until: new Date(Date.now() + 30 * DAY) });
    driverId = driver.id;
    await t.db.insertInto('vehicles').values({ user_id: driverId, trip_type_id: tripType.id, brand: 'Fiat', model: 'Egea', year: 2022, color: 'Grey', plate: `OUT ${tag}`, number_of_seats: 4, image_url: null, verification_status: 1, verified_until: new Date(Date.now() + 30 * DAY) }).execute();
  });
  afterAll(async () => {
    await proxy.cut();
    const keys = await direct.keys(`${t.deps.config.redisKeyPrefix}*`);
    if (keys.length) await direct.del(...keys);
    await direct.quit();
    await t.close().catch(() => undefined);
  });

  it('uses Redis while it answers', async () => {
    expect((await login(`before-${tag}@test.taxi`, 'wrong-password')).statusCode).toBe(401);
    expect(await direct.get(userKey(`before-${tag}@test.taxi`))).toBe('1');
    expect((await report()).statusCode).toBe(200);
    expect(await direct.zscore(`${t.deps.config.redisKeyPrefix}presence:times`, String(driverId))).not.toBeNull();
  });

  it('keeps signing in, throttling (in memory) and taking positions while Redis is down', async () => {
    await proxy.cut();
    const { result: wrong, ms } = await timed(() => login(`during-${tag}@test.taxi`, 'wrong-password'));
    expect(wrong.statusCode).toBe(401);
    expect(ms).toBeLessThan(3_000);
    expect((await login(t.users.admin.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The throttle fails over to this instance's memory: still 5 failures per username.
    for (let i = 0; i < 4; i += 1) expect((await login(`during-${tag}@test.taxi`, 'wrong-password')).statusCode).toBe(401);
    const locked = await login(`during-${tag}@test.taxi`, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Drivers keep reporting, and the map shows them from memory.
    expect((await report()).statusCode).toBe(200);
    expect(await connected()).toContain(driverId);
    // Other routes answer as usual; the readiness check says Redis is missing.
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' })).statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: 'Not ready', code: 'not_ready' });
  });

  it('goes back to Redis by itself when it returns', async () => {
    await proxy.open();
    await untilReady(t.deps.redis!);
    expect((await login(`after-${tag}@test.taxi`, 'wrong-password')).statusCode).toBe(401);
    expect(await direct.get(userKey(`after-${tag}@test.taxi`))).toBe('1');
    await direct.multi().hdel(`${t.deps.config.redisKeyPrefix}presence:positions`, String(driverId)).zrem(`${t.deps.config.redisKeyPrefix}presence:times`, String(driverId)).exec();
    expect((await report()).statusCode).toBe(200);
    expect(await direct.zscore(`${t.deps.config.redisKeyPrefix}presence:times`, String(driverId))).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers within the command timeout when Redis stops answering on an open connection', async () => {
    proxy.stalled = true;
    try {
      const { result, ms } = await timed(() => login(`stalled-${tag}@test.taxi`, 'wrong-password'));
      expect(result.statusCode).toBe(401);
      expect(ms).toBeLessThan(5_000);
      expect((await report()).statusCode).toBe(200);
    } finally {
      proxy.stalled = false;
    }
  }, 20_000);
});
