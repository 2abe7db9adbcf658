import type { Db } from '../../db/database';
import { BatchFlush } from '../../lib/batch-flush';
import type { PresenceChange } from '../presence/presence.service';
import { insertTrackPoints } from './trip-tracks.repository';
import { type TrackReport, worthKeeping } from './track-thinning';

/** How often the buffered track points are written, ms (as the presence rows: presence-writer.ts). */
export const TRACK_FLUSH_MS = 1_500;

/**
 * Records the driven tracks (issue 27 item 4, docs/trip-replay.md). It hears the positions stored
 * on this instance (PresenceService's listeners: the driver socket and HTTP both report there),
 * thins them per driver (track-thinning.ts) and writes the kept ones with one multi-row statement
 * per flush, which keeps only the rows of a driver's trip in progress at the report's time (the
 * SQL joins the trips: right across instances, with no cache). Each report reaches one instance,
 * so none is recorded twice; the table's key makes a repeated write one row anyway.
 * Trip changes (from any instance, through the live bus) sharpen the ends: a trip's start makes
 * the driver's next report a kept one, its completion keeps the last report thinning had left out.
 */
export class TrackRecorder {
  private pending: TrackReport[] = [];
  /** Per driver: the last kept report, and the latest one when thinning left it out. */
  private readonly kept = new Map<number, TrackReport>();
  private readonly skipped = new Map<number, TrackReport>();
  // A failed timed write is dropped: a track then misses a few points, never a trip.
  private readonly batches: BatchFlush;

  constructor(
    private readonly db: Db,
    flushMs = TRACK_FLUSH_MS,
  ) {
    this.batches = new BatchFlush(flushMs, () => {
      const rows = this.pending;
      this.pending = [];
      return rows.length ? () => insertTrackPoints(this.db, rows) : null;
    });
  }

  /** A PresenceListener: positions are thinned and buffered; a driver going offline is forgotten. */
  hear(change: PresenceChange) {
    if (change.kind === 'offline') return this.forget(change.driverId);
    const { driverId, reportedAt, latitude, longitude, heading } = change.position;
    const report: TrackReport = { driverId, at: reportedAt, latitude, longitude, heading };
    if (!worthKeeping(this.kept.get(driverId), report)) {
      this.skipped.set(driverId, report);
      return;
    }
    this.keep(report);
  }

  /** A trip of `driverId` went in progress: their next report is kept (the track starts at the start). */
  tripStarted(driverId: number) {
    this.forget(driverId);
  }

  /** A trip of `driverId` was completed: the last report thinning left out ends the track. */
  tripEnded(driverId: number) {
    const last = this.skipped.get(driverId);
    if (last) this.keep(last);
    this.forget(driverId);
  }

  private keep(report: TrackReport) {
    this.kept.set(report.driverId, report);
    this.skipped.delete(report.driverId);
    this.pending.push(report);
    this.batches.scheduled();
  }

  private forget(driverId: number) {
    this.kept.delete(driverId);
    this.skipped.delete(driverId);
  }

  get size() {
    return this.pending.length;
  }

  /** Writes what is buffered now, after any flush already under way; errors are the caller's. */
  flush(): Promise<void> {
    return this.batches.flush();
  }
}
