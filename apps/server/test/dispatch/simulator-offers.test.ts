import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSimulator } from '../../src/simulator/http-simulator';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD } from '../helpers/factories';
import { approvedDriver, bookingOf, bookNow, createTripType } from './support';

let t: TestApp;
let baseUrl: string;
let tripTypeId: number;
let simulator: HttpSimulator | undefined;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tripTypeId = await createTripType(t);
  await approvedDriver(t, tripTypeId);
  await approvedDriver(t, tripTypeId);
});
afterAll(async () => {
  simulator?.stop();
  await t.close();
});

describe('the simulated drivers answer dispatch offers (issue 26 item 3)', () => {
  it('accept an offer on their socket, drive to the pick-up and take the booking to completion', async () => {
    // No rides of their own (requestChance 0), every offer accepted, cars 300× faster than real time.
    simulator = new HttpSimulator({ url: baseUrl, drivers: 2, admin: { email: t.users.admin.email, password: TEST_PASSWORD }, password: TEST_PASSWORD, log: quiet, tickMs: 150, timeScale: 300, requestChance: 0, offerAcceptChance: 1 });
    expect(await simulator.start()).toBe(2);
    // The first positions reach the geo index with the first tick.
    const ready = Date.now() + 10_000;
    while (Date.now() < ready && (await t.deps.dispatch.nearest.find(t.db, { latitude: 35.2, longitude: 33.4 }, 2)).drivers.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    const booking = await bookNow(t, tripTypeId);
    expect(booking.state).toBe('offered');
    const until = Date.now() + 45_000;
    const states = new Set<string>();
    for (;;) {
      const now = await bookingOf(t, booking.id);
      states.add(now.state);
      if (now.state === 'completed' || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    simulator.stop();
    const done = await bookingOf(t, booking.id);
    expect(done).toMatchObject({ state: 'completed', tripStatus: 'Completed', offers: [expect.objectContaining({ answer: 'accepted' })] });
    expect(done.fare).toBeGreaterThan(0);
    expect([...states]).toEqual(expect.arrayContaining(['offered', 'completed']));
  }, 70_000);
});
