import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BatchFlush } from '../../lib/batch-flush';

/** How often the buffered `driver_presence` rows are written, ms (docs/live-operations.md). */
export const PRESENCE_FLUSH_MS = 1_500;

interface PresenceRow {
  driverId: number;
  latitude: number;
  longitude: number;
  reportedAt: number;
}

/**
 * The durable `driver_presence` rows of online drivers, written in batches: reports land in a
 * buffer (the latest per driver) and one multi-row upsert writes them every PRESENCE_FLUSH_MS and
 * on shutdown, instead of one statement per report (10,000 drivers at 1 Hz). A row never goes
 * back in time: an older buffered report does not overwrite a newer row (e.g. the driver's
 * `online: false`, written at once by the service), and a driver whose user row is gone is skipped.
 */
export class PresenceWriter {
  private pending = new Map<number, PresenceRow>();
  // A failed timed write is dropped: the driver's next write window brings the row again.
  private readonly batches: BatchFlush;

  constructor(
    private readonly db: Db,
    flushMs = PRESENCE_FLUSH_MS,
  ) {
    this.batches = new BatchFlush(flushMs, () => {
      const rows = [...this.pending.values()];
      this.pending = new Map();
      return rows.length ? () => this.upsert(rows) : null;
    });
  }

  /** Buffers an online driver's position for the next flush. */
  write(row: PresenceRow) {
    this.pending.set(row.driverId, row);
    this.batches.scheduled();
  }

  /** Drops a buffered row (the driver went offline: that write goes straight to the table). */
  discard(driverId: number) {
    this.pending.delete(driverId);
  }

  get size() {
    return this.pending.size;
  }

  /** Writes what is buffered now, after any flush already under way; errors are the caller's. */
  flush(): Promise<void> {
    return this.batches.flush();
  }

  private async upsert(rows: PresenceRow[]) {
    const ids = rows.map((row) => row.driverId);
    const latitudes = rows.map((row) => row.latitude);
    const longitudes = rows.map((row) => row.longitude);
    const times = rows.map((row) => new Date(row.reportedAt).toISOString());
    await sql`
      INSERT INTO driver_presence (driver_id, online, latitude, longitude, updated_at)
      SELECT r.driver_id, true, r.latitude, r.longitude, r.updated_at
      FROM unnest(${ids}::int[], ${latitudes}::float8[], ${longitudes}::float8[], ${times}::timestamptz[])
        AS r (driver_id, latitude, longitude, updated_at)
      JOIN users u ON u.id = r.driver_id
      ON CONFLICT (driver_id) DO UPDATE
        SET online = true, latitude = excluded.latitude, longitude = excluded.longitude, updated_at = excluded.updated_at
        WHERE driver_presence.updated_at <= excluded.updated_at
    `.execute(this.db);
  }
}
