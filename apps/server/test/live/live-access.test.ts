import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveAccess } from '../../src/modules/live/live-access';
import { MemoryLiveBus } from '../../src/modules/live/live-bus';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createVehicle } from '../users/user-records';

/**
 * Who hears "this user's access changed" (live-access.ts): the caches of every instance, and the
 * re-check of each of the user's open sockets, no other user's; an unwatched socket no more.
 * On one memory bus (the Redis bus is the two-instance tests' in security/live-sockets.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const recorder = () => {
  const calls: string[] = [];
  return { calls, as: (name: string) => () => void calls.push(name) };
};

describe('LiveAccess', () => {
  it("re-checks exactly the changed user's watched sockets and tells every cache", async () => {
    const access = new LiveAccess(new MemoryLiveBus(), t.db);
    const { calls, as } = recorder();
    access.onChange((userId) => calls.push(`cache ${userId}`));
    access.watch(1, as('1a'));
    access.watch(1, as('1b'));
    access.watch(2, as('2'));
    await access.changed(1);
    expect(calls).toEqual(['cache 1', '1a', '1b']);
  });

  it('stops re-checking a socket once unwatched, and an unwatch called twice never drops a later watch', async () => {
    const access = new LiveAccess(new MemoryLiveBus(), t.db);
    const { calls, as } = recorder();
    const unwatchFirst = access.watch(3, as('first'));
    const unwatchSecond = access.watch(3, as('second'));
    unwatchFirst();
    await access.changed(3);
    expect(calls).toEqual(['second']);
    unwatchSecond();
    await access.changed(3);
    expect(calls).toEqual(['second']);
    access.watch(3, as('third'));
    unwatchSecond(); // a socket's close heard twice
    await access.changed(3);
    expect(calls).toEqual(['second', 'third']);
  });

  it("tells the owner of a vehicle, and nobody for an unknown vehicle", async () => {
    const access = new LiveAccess(new MemoryLiveBus(), t.db);
    const driver = await createUser(t.db, 'Driver');
    const vehicle = await createVehicle(t.db, driver.id);
    const heard: number[] = [];
    access.onChange((userId) => heard.push(userId));
    await access.vehicleChanged(vehicle.id);
    await access.vehicleChanged(987_654);
    expect(heard).toEqual([driver.id]);
  });
});
