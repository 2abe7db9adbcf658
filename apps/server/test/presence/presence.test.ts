import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/lib/redis';
import { MemoryPresenceStore, RedisPresenceStore, type PresenceStore } from '../../src/modules/presence/presence-store';
import { NOT_ONLINE } from '../../src/modules/presence/presence.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

describe('driver presence through the driver-side API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const tripType = await t.db.insertInto('trip_types').values({ type_name: 'Standard', description: 'd', number_of_passengers: 4, system_percentage: 20, base_fare: 5000, per_km_fare: 2000, per_minute_fare: 300, cancellation_surcharge: 50, night_surcharge: 20, peak_time_surcharge: 10 }).returning('id').executeTakeFirstOrThrow();
    // Only an approved driver with an approved vehicle may go online (DESIGN.md §5; security/presence-rules.test.ts).
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await t.db.updateTable('users').set({ verification_status: 1, verified_until: nextYear }).where('id', '=', t.users.driver.id).execute();
    await t.db.insertInto('vehicles').values({ user_id: t.users.driver.id, trip_type_id: tripType.id, brand: 'Toyota', model: 'Corolla', year: 2021, color: 'White', plate: 'TAX 101', number_of_seats: 4, image_url: null, verification_status: 1, verified_until: nextYear }).execute();
  });
  afterAll(() => t.close());

  const connected = async () => (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' })).json();

  it('shows a driver on the map once they report a position, with their vehicle', async () => {
    const res = await t.injectAs('driver', { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.1856, longitude: 33.3823, heading: 90 } });
    expect(res.statusCode).toBe(200);
    expect(await connected()).toEqual([
      {
        driverId: t.users.driver.id,
        driverName: `${t.users.driver.first_name} ${t.users.driver.last_name}`,
        driverPhone: t.users.driver.phone_number,
        rating: 4.5,
        vehicleModel: 'Corolla',
        vehiclePlateNumber: 'TAX 101',
        vehicleColor: 'White',
        tripType: 'Standard',
        latitude: 35.1856,
        longitude: 33.3823,
        heading: 90,
        currentTripId: null,
      },
    ]);
    await t.deps.presence.flush(); // the rows are written in batches (presence-writer.ts)
    const presence = await t.db.selectFrom('driver_presence').selectAll().where('driver_id', '=', t.users.driver.id).executeTakeFirstOrThrow();
    expect(presence).toMatchObject({ online: true, latitude: 35.1856, longitude: 33.3823 });
    const summary = (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' })).json();
    expect(summary.connectedDrivers).toBe(1);
  });

  it('refuses an impossible position with 400 and keeps the last one', async () => {
    const res = await t.injectAs('driver', { method: 'POST', url: '/api/driver/position', payload: { latitude: 123, longitude: 33 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('latitude');
    expect((await connected())[0].latitude).toBe(35.1856);
  });

  it('takes a driver off the map when they go offline', async () => {
    await t.injectAs('driver', { method: 'POST', url: '/api/driver/presence', payload: { online: false } });
    expect(await connected()).toEqual([]);
    const presence = await t.db.selectFrom('driver_presence').select('online').where('driver_id', '=', t.users.driver.id).executeTakeFirstOrThrow();
    expect(presence.online).toBe(false);
  });

  it('[21.2] offline wins over a report in flight: the position stays off the map and later reports are refused', async () => {
    const id = t.users.driver.id;
    expect((await t.injectAs('driver', { method: 'POST', url: '/api/driver/presence', payload: { online: true } })).statusCode).toBe(200);
    // reading the online flag; its outcome is held at once (it may settle while goOffline runs)
    const inFlight = t.deps.presence.report(id, { latitude: 35.2, longitude: 33.4 }).then(() => 'stored', (error: Error) => error.message);
    await t.deps.presence.goOffline(id);
    expect(await inFlight).toBe(NOT_ONLINE);
    expect(await connected()).toEqual([]);
    const later = await t.injectAs('driver', { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.21, longitude: 33.4 } });
    expect(later.statusCode).toBe(409);
    expect(await connected()).toEqual([]);
  });

  it('does not let customers report positions', async () => {
    const customer = await createUser(t.db, 'Customer');
    const res = await t.injectAs(customer, { method: 'POST', url: '/api/driver/position', payload: { latitude: 35, longitude: 33 } });
    expect(res.statusCode).toBe(403);
  });
});

const storeContract = (name: string, make: () => Promise<{ store: PresenceStore; done?: () => Promise<void> }>, enabled = true) =>
  describe.skipIf(!enabled)(`${name} presence store`, () => {
    let store: PresenceStore;
    let done: (() => Promise<void>) | undefined;
    beforeAll(async () => ({ store, done } = await make()));
    afterAll(async () => done?.());

    it('keeps the latest position per driver and forgets stale ones', async () => {
      await store.put({ driverId: 1, latitude: 35, longitude: 33, heading: null, reportedAt: 1_000 });
      await store.put({ driverId: 1, latitude: 35.1, longitude: 33.1, heading: 10, reportedAt: 5_000 });
      await store.put({ driverId: 2, latitude: 35.2, longitude: 33.2, heading: null, reportedAt: 2_000 });
      expect(await store.listSince(3_000)).toEqual([{ driverId: 1, latitude: 35.1, longitude: 33.1, heading: 10, reportedAt: 5_000 }]);
      expect(await store.listSince(0)).toHaveLength(1);
      await store.setOffline(1);
      expect(await store.listSince(0)).toEqual([]);
    });

    it('[issue 21.2] refuses a put once the driver is marked offline, even one gathered before (offline wins), until online again', async () => {
      const inFlight = store.put({ driverId: 3, latitude: 35, longitude: 33, heading: null, reportedAt: 9_000 });
      await store.setOffline(3);
      await inFlight; // gathered (Redis: refused when written) or already stored (memory: removed)
      expect(await store.put({ driverId: 3, latitude: 35, longitude: 33, heading: null, reportedAt: 9_100 })).toBe(false);
      expect((await store.listSince(0)).map((p) => p.driverId)).not.toContain(3);
      await store.setOnline(3);
      expect(await store.put({ driverId: 3, latitude: 35.3, longitude: 33, heading: null, reportedAt: 9_200 })).toBe(true);
      expect((await store.listSince(0)).map((p) => p.driverId)).toContain(3);
    });
  });

storeContract('memory', async () => ({ store: new MemoryPresenceStore() }));
storeContract(
  'Redis',
  async () => {
    const redis = await connectRedis(process.env.REDIS_URL!);
    const prefix = `taxi:test:${randomBytes(4).toString('hex')}:`;
    return {
      store: new RedisPresenceStore(redis, prefix),
      done: async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      },
    };
  },
  !!process.env.REDIS_URL,
);

describe.skipIf(!process.env.REDIS_URL)('the Redis store on a busy event loop', () => {
  it('writes a gathered batch with the first put after its batch time, its timer not having run', async () => {
    const redis = await connectRedis(process.env.REDIS_URL!);
    const prefix = `taxi:test:${randomBytes(4).toString('hex')}:`;
    let now = 1_000_000;
    // a batch time of an hour on the store's clock: its timer never runs in this test
    const store = new RedisPresenceStore(redis, prefix, 3_600_000, () => now);
    try {
      let first: boolean | undefined;
      void store.put({ driverId: 1, latitude: 35, longitude: 33, heading: null, reportedAt: 1 }).then((stored) => (first = stored));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(first).toBeUndefined(); // gathered, not written
      expect(await redis.hlen(`${prefix}positions`)).toBe(0);
      now += 3_600_000;
      // due: this put writes the batch, its own position with it
      expect(await store.put({ driverId: 2, latitude: 35, longitude: 33, heading: null, reportedAt: 2 })).toBe(true);
      expect(first).toBe(true);
      expect((await redis.hkeys(`${prefix}positions`)).sort()).toEqual(['1', '2']);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
});
