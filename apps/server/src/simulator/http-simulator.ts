import { TRIP_TYPE_OPTIONS_PATH, type TripTypeOption, VerificationStatus } from '@taxi/contract';
import type { Coordinates } from '@taxi/contract';
import { placeInTown } from '../demo/geography';
import { TOWNS } from '../demo/towns';
import { createRandom, type Random } from '../lib/random';
import { ApiClient } from './api-client';
import { DriverReportSocket } from './live-socket-client';
import { SimDriver, type SimulationWorld } from './sim-driver';

export const SIMULATOR_TICK_MS = 2_000;
/** Sign-ins run this many at a time (argon2 is deliberately slow; the server must stay responsive). */
const SIGN_IN_CONCURRENCY = 2;
const CUSTOMERS = 20;
const PAGE_SIZE = 100;

export interface SimulatorOptions {
  /** Base URL of the server, e.g. http://localhost:3000. */
  url: string;
  drivers: number;
  /** An admin sign-in: the simulator lists the demo drivers, customers and trip types with it. */
  admin: { email: string; password: string };
  /** The demo users' password (Demo123!). */
  password: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  seed?: number;
  /** How often the cars move (default SIMULATOR_TICK_MS). */
  tickMs?: number;
  /** Simulated seconds per real second (default 1; tests speed the clock up). */
  timeScale?: number;
  /** Chance per tick that a cruising driver gets a ride request (default 1/45: about one every 1.5 min). */
  requestChance?: number;
  /** Chance that a dispatcher's offer is accepted, after 2–6 s (default 0.8; issue 26). */
  offerAcceptChance?: number;
  /** How positions travel: each driver's WebSocket (default; HTTP when the server does not offer it) or POST per report. */
  transport?: 'ws' | 'http';
}

interface UserItem {
  id: number;
  email: string;
}

/** Runs `items` through `work`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * Simulated drivers through the public HTTP API only (docs/live-operations.md): signs in as the
 * demo drivers (once each), puts those who may go online on the road, and drives them every
 * SIMULATOR_TICK_MS; customers signed in the same way ask for the rides.
 */
export class HttpSimulator {
  private readonly random: Random;
  private readonly drivers: SimDriver[] = [];
  private customers: ApiClient[] = [];
  private tripTypes: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** The simulated clock (ms): real time unless timeScale says otherwise. */
  private simulatedNow = Date.now();

  constructor(private readonly options: SimulatorOptions) {
    this.random = createRandom(options.seed ?? 2024);
  }

  async start(): Promise<number> {
    const { url, admin, password, log } = this.options;
    const adminApi = await ApiClient.signIn(url, admin.email, admin.password);
    const types = await adminApi.call<TripTypeOption[]>('GET', TRIP_TYPE_OPTIONS_PATH);
    this.tripTypes = types.status === 200 ? types.body.map((type) => type.tripTypeId) : [];
    const customers = await this.listUsers(adminApi, 'Customer', CUSTOMERS);
    await inPool(customers, SIGN_IN_CONCURRENCY, async (user) => {
      try {
        this.customers.push(await ApiClient.signIn(url, user.email, password));
      } catch {
        // a customer with another password is simply not used
      }
    });
    const candidates = await this.listUsers(adminApi, 'Driver', this.options.drivers * 3);
    const world = this.world();
    await inPool(candidates, SIGN_IN_CONCURRENCY, async (user) => {
      if (this.drivers.length >= this.options.drivers) return;
      try {
        const api = await ApiClient.signIn(url, user.email, password);
        // Only approved drivers with an approved vehicle may go online (403 for the others).
        if ((await api.call('POST', '/api/driver/presence', { online: true })).status !== 200) return;
        if (this.drivers.length >= this.options.drivers) return;
        // The socket hears the dispatcher's offers too; the driver it belongs to is made just after.
        let driver: SimDriver | null = null;
        const reports = (this.options.transport ?? 'ws') === 'ws' ? await DriverReportSocket.open(url, api.token, undefined, (frame) => driver?.onFrame(frame)).catch(() => null) : null;
        if (this.drivers.length >= this.options.drivers) {
          // another sign-in of the pool filled the last place while this socket opened
          reports?.close();
          await api.call('POST', '/api/driver/presence', { online: false });
          return;
        }
        driver = new SimDriver(api, user.id, this.somewhere(), world, reports);
        this.drivers.push(driver);
      } catch {
        // not a demo password: skip
      }
    });
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? SIMULATOR_TICK_MS);
    this.timer.unref();
    log.info({ drivers: this.drivers.length, customers: this.customers.length }, 'driver simulator started');
    return this.drivers.length;
  }

  stop() {
    clearInterval(this.timer);
    for (const driver of this.drivers) driver.close();
  }

  /** One step of every car; a tick still running when the next is due is skipped (a loaded server slows the cars, never piles up requests). */
  private async tick() {
    if (this.running) return;
    this.running = true;
    try {
      const seconds = ((this.options.tickMs ?? SIMULATOR_TICK_MS) / 1000) * (this.options.timeScale ?? 1);
      this.simulatedNow += seconds * 1000;
      const now = this.simulatedNow;
      await inPool(this.drivers, 16, async (driver) => {
        try {
          await driver.tick(seconds, now);
        } catch (error) {
          this.options.log.warn({ err: error, driverId: driver.car.driverId }, 'simulated driver step failed');
        }
      });
    } finally {
      this.running = false;
    }
  }

  private world(): SimulationWorld {
    return {
      random: this.random,
      somewhere: () => this.somewhere(),
      customer: () => (this.customers.length ? this.random.pick(this.customers) : null),
      tripTypeId: () => (this.tripTypes.length ? this.random.pick(this.tripTypes) : null),
      requestChance: this.options.requestChance ?? 1 / 45,
      offerAcceptChance: this.options.offerAcceptChance ?? 0.8,
      payoutChance: 0.1,
      log: (message, details = {}) => this.options.log.info(details, `simulator: ${message}`),
    };
  }

  private somewhere(): Coordinates {
    const { latitude, longitude } = placeInTown(this.random, this.random.weighted(TOWNS, (town) => town.weight));
    return { latitude, longitude };
  }

  /** Users of `role`; the drivers among the approved ones (only they may go online), the customers all. */
  private async listUsers(api: ApiClient, role: 'Driver' | 'Customer', count: number): Promise<UserItem[]> {
    const users: UserItem[] = [];
    const approved = role === 'Driver' ? `&verificationStatus=${VerificationStatus.Approved}` : '';
    for (let page = 1; users.length < count; page++) {
      const res = await api.call<UserItem[]>('GET', `/api/users/GetUsers?Role=${role}${approved}&pageNumber=${page}&pageSize=${PAGE_SIZE}`);
      if (res.status !== 200 || !res.body.length) break;
      users.push(...res.body);
      if (res.body.length < PAGE_SIZE) break;
    }
    return users.slice(0, count);
  }
}
