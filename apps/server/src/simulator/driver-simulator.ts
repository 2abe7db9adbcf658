import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Coordinates } from '@taxi/contract';
import { placeInTown } from '../demo/geography';
import { TOWNS } from '../demo/towns';
import { createRandom, type Random } from '../lib/random';
import { mayGoOnlineCondition } from '../modules/presence/driver-eligibility';
import type { PresenceService } from '../modules/presence/presence.service';
import { advance, type SimulatedDriver } from './simulated-driver';

export const SIMULATOR_TICK_MS = 2_000;

interface DriverStart {
  id: number;
  places: Coordinates[] | null;
}

/**
 * Moves SIMULATE_DRIVERS demo drivers around Northern Cyprus and reports their positions through
 * the same presence service the driver app's API uses, so the live map has something to show.
 * Drivers with a trip under way drive its places first; the others cruise between towns.
 */
export class DriverSimulator {
  private readonly cars: SimulatedDriver[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly random: Random;

  constructor(
    private readonly db: Db,
    private readonly presence: PresenceService,
    private readonly count: number,
    private readonly log: FastifyBaseLogger,
    seed = 2024,
  ) {
    this.random = createRandom(seed);
  }

  async start(): Promise<number> {
    const starts = await this.pickDrivers();
    for (const start of starts) {
      const origin = start.places?.[0] ?? this.somewhere();
      this.cars.push({
        driverId: start.id,
        position: { ...origin },
        waypoints: start.places ? start.places.slice(1) : [this.somewhere()],
        speedKmh: this.random.int(35, 70),
        heading: 0,
      });
    }
    await this.tick(0);
    this.timer = setInterval(() => void this.tick(SIMULATOR_TICK_MS / 1000), SIMULATOR_TICK_MS);
    this.timer.unref();
    this.log.info({ drivers: this.cars.length }, 'driver simulator started');
    return this.cars.length;
  }

  stop() {
    clearInterval(this.timer);
  }

  private async tick(seconds: number) {
    try {
      for (const car of this.cars) {
        if (advance(car, seconds)) car.waypoints.push(this.somewhere());
        await this.presence.report(car.driverId, { latitude: car.position.latitude, longitude: car.position.longitude, heading: car.heading });
      }
    } catch (error) {
      this.log.warn({ err: error }, 'driver simulator tick failed');
    }
  }

  private somewhere(): Coordinates {
    const town = this.random.weighted(TOWNS, (t) => t.weight);
    const { latitude, longitude } = placeInTown(this.random, town);
    return { latitude, longitude };
  }

  /** Drivers who may go online (approved, with an approved vehicle): those with a trip under way first. */
  private async pickDrivers(): Promise<DriverStart[]> {
    const rows = await sql<{ id: number; places: Coordinates[] | null }>`
      SELECT u.id,
        (SELECT json_agg(json_build_object('latitude', p.latitude, 'longitude', p.longitude) ORDER BY p.place_order)
           FROM trips t JOIN trip_places p ON p.trip_id = t.id
          WHERE t.driver_id = u.id AND t.status IN (1, 2, 3)) AS places
      FROM users u
      WHERE ${mayGoOnlineCondition('u')}
      ORDER BY EXISTS (SELECT 1 FROM trips t WHERE t.driver_id = u.id AND t.status IN (1, 2, 3)) DESC, u.id
      LIMIT ${this.count}
    `.execute(this.db);
    return rows.rows;
  }
}
