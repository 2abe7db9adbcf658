import type { DriverPositionBody } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { LivePosition, PresenceStore } from './presence-store';

/** A driver counts as connected when online and heard from within this window (DESIGN.md §5). */
export const CONNECTED_WINDOW_MS = 120_000;
/** The durable `driver_presence` row is refreshed at most this often per driver. */
const PERSIST_EVERY_MS = 30_000;

/** Live driver positions: the store answers the map; the table keeps the last known presence. */
export class PresenceService {
  private readonly lastPersisted = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly store: PresenceStore,
    private readonly clock: () => number = Date.now,
  ) {}

  async report(driverId: number, body: DriverPositionBody): Promise<LivePosition> {
    const position: LivePosition = {
      driverId,
      latitude: body.latitude,
      longitude: body.longitude,
      heading: body.heading ?? null,
      reportedAt: this.clock(),
    };
    await this.store.put(position);
    if (position.reportedAt - (this.lastPersisted.get(driverId) ?? 0) >= PERSIST_EVERY_MS) {
      this.lastPersisted.set(driverId, position.reportedAt);
      await this.persist(driverId, true, position);
    }
    return position;
  }

  async goOffline(driverId: number): Promise<void> {
    await this.store.remove(driverId);
    this.lastPersisted.delete(driverId);
    await this.persist(driverId, false, null);
  }

  connected(): Promise<LivePosition[]> {
    return this.store.listSince(this.clock() - CONNECTED_WINDOW_MS);
  }

  private async persist(driverId: number, online: boolean, position: LivePosition | null) {
    const values = {
      online,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      updated_at: new Date(position?.reportedAt ?? this.clock()),
    };
    await this.db
      .insertInto('driver_presence')
      .values({ driver_id: driverId, ...values })
      .onConflict((oc) =>
        oc.column('driver_id').doUpdateSet(online ? values : { online: false, updated_at: values.updated_at }),
      )
      .execute();
  }
}
