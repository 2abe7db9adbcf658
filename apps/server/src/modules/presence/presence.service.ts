import type { DriverPositionBody } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';
import { EligibilityCache } from './driver-eligibility';
import type { LivePosition, PresenceStore } from './presence-store';
import { PresenceWriter } from './presence-writer';

/** A driver counts as connected when online and heard from within this window (DESIGN.md §5). */
export const CONNECTED_WINDOW_MS = 120_000;
/** The durable `driver_presence` row is refreshed at most this often per driver. */
const PERSIST_EVERY_MS = 30_000;

export const NOT_ONLINE = 'Go online first: you went offline';

/** What the live stream hears of a driver (docs/live-operations.md). */
export type PresenceChange = { kind: 'position'; position: LivePosition } | { kind: 'offline'; driverId: number; at: number };
export type PresenceListener = (change: PresenceChange) => void;

/**
 * Live driver positions: the store answers the map; the table keeps the last known presence.
 * A driver is online from a position report (or `online: true`) until they go offline; after
 * `online: false` their reports are refused (409) until they say `online: true` again.
 */
export class PresenceService {
  private readonly lastPersisted = new Map<number, number>();
  private readonly onlineChecks = new Map<number, Promise<boolean>>();
  /** The online rows go to the table in batches (presence-writer.ts). */
  readonly writer: PresenceWriter;
  /** The go-online rule per driver-socket report, cached (driver-eligibility.ts). */
  readonly eligibility: EligibilityCache;

  constructor(
    private readonly db: Db,
    private readonly store: PresenceStore,
    private readonly clock: () => number = Date.now,
    private readonly listeners: PresenceListener[] = [],
  ) {
    this.writer = new PresenceWriter(db);
    this.eligibility = new EligibilityCache(db);
  }

  /** Hears every position stored and every driver going offline on this instance. */
  listen(listener: PresenceListener) {
    this.listeners.push(listener);
  }

  private emit(change: PresenceChange) {
    for (const listener of this.listeners) listener(change);
  }

  /** Puts the driver online (without a position until the first report). */
  async goOnline(driverId: number): Promise<void> {
    await this.db
      .insertInto('driver_presence')
      .values({ driver_id: driverId, online: true, latitude: null, longitude: null, updated_at: new Date(this.clock()) })
      .onConflict((oc) => oc.column('driver_id').doUpdateSet({ online: true }))
      .execute();
    await this.store.setOnline(driverId);
  }

  /**
   * 409 when the driver last said they were offline (checked once per persist window on this
   * instance). Reports arriving while a driver's check is under way share it: one query per
   * driver, not one per report (10,000 drivers connecting at once).
   */
  private async assertOnline(driverId: number) {
    if (this.lastPersisted.has(driverId)) return;
    let check = this.onlineChecks.get(driverId);
    if (!check) {
      check = this.readOnline(driverId).finally(() => this.onlineChecks.delete(driverId));
      this.onlineChecks.set(driverId, check);
    }
    if (!(await check)) throw conflict(NOT_ONLINE, 'driver.not_online');
  }

  /** Reads the driver's online flag; once seen online, the driver's reports skip the check until they go offline here. */
  private async readOnline(driverId: number): Promise<boolean> {
    const row = await this.db.selectFrom('driver_presence').select('online').where('driver_id', '=', driverId).executeTakeFirst();
    const online = !row || row.online;
    // 0: the first report still writes the row (its write window starts then).
    if (online && !this.lastPersisted.has(driverId)) this.lastPersisted.set(driverId, 0);
    return online;
  }

  /**
   * Checks the online flag ahead of the first report (the driver socket's handshake), so that
   * 10,000 drivers connecting do not wait on 10,000 queries when their reports start. A driver
   * who said `online:false` is not refused here: their reports are, as over HTTP.
   */
  async prepareReports(driverId: number): Promise<void> {
    await this.assertOnline(driverId).catch(() => undefined);
  }

  async report(driverId: number, body: DriverPositionBody): Promise<LivePosition> {
    await this.assertOnline(driverId);
    const position: LivePosition = {
      driverId,
      latitude: body.latitude,
      longitude: body.longitude,
      heading: body.heading ?? null,
      speedKmh: body.speedKmh ?? null,
      reportedAt: this.clock(),
    };
    // The store refuses a driver marked offline (on any instance): a report in flight while the
    // driver went offline neither puts the position back nor marks the driver as checked.
    if (!(await this.store.put(position))) {
      this.lastPersisted.delete(driverId);
      throw conflict(NOT_ONLINE);
    }
    if (position.reportedAt - (this.lastPersisted.get(driverId) ?? 0) >= PERSIST_EVERY_MS) {
      this.lastPersisted.set(driverId, position.reportedAt);
      this.writer.write(position);
    }
    this.emit({ kind: 'position', position });
    return position;
  }

  async goOffline(driverId: number): Promise<void> {
    await this.store.setOffline(driverId);
    const at = this.clock();
    this.lastPersisted.delete(driverId);
    this.writer.discard(driverId);
    await this.db
      .insertInto('driver_presence')
      .values({ driver_id: driverId, online: false, latitude: null, longitude: null, updated_at: new Date(this.clock()) })
      .onConflict((oc) => oc.column('driver_id').doUpdateSet({ online: false, updated_at: new Date(this.clock()) }))
      .execute();
    this.emit({ kind: 'offline', driverId, at });
  }

  /** Writes the buffered presence rows now (shutdown, tests). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  connected(): Promise<LivePosition[]> {
    return this.store.listSince(this.clock() - CONNECTED_WINDOW_MS);
  }
}
