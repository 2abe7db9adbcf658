import type { LiveBus } from '../live/live-bus';
import type { LivePosition } from './presence-store';
import type { PresenceService } from './presence.service';

/** How long one built answer is served again, ms: the stream's flush period (positions move once a second). */
export const CONNECTED_ANSWER_MAX_AGE_MS = 1_000;

/** Builds an answer about the connected drivers from their live positions. */
export type ConnectedBuild = (positions: LivePosition[]) => Promise<unknown>;

/**
 * An answer about the connected drivers (the SPEC list, the map's compact load) as JSON text,
 * built at most once per CONNECTED_ANSWER_MAX_AGE_MS on this instance: requests arriving while it
 * is being built, or within that time after, share it, unless a driver came onto or left the map
 * or a trip changed meanwhile (at 10,000 present drivers the SPEC answer is ~2.7 MB and a query
 * over 10,000 ids; the admins' map screens ask for it at the same moments). Serialised once, sent as is.
 */
export class ConnectedDriversAnswer {
  private current: { json: Promise<string>; at: number } | null = null;
  /** The drivers in the current answer: one who is not and reports, one who goes offline or one whose trip changes makes it stale. */
  private drivers = new Set<number>();

  constructor(
    private readonly presence: PresenceService,
    bus: LiveBus,
    private readonly buildAnswer: ConnectedBuild,
    private readonly maxAgeMs = CONNECTED_ANSWER_MAX_AGE_MS,
    private readonly clock: () => number = Date.now,
  ) {
    // The live bus brings every instance's changes: who is on the map and their trip are current,
    // only positions may be up to maxAgeMs old (the stream moves them meanwhile).
    bus.subscribe((change) => {
      const stale =
        change.kind === 'position' ? !this.drivers.has(change.position.driverId)
        : change.kind === 'offline' ? this.drivers.has(change.driverId)
        : change.kind === 'trip' && change.trip.driverId !== null && this.drivers.has(change.trip.driverId);
      if (stale) this.current = null;
    });
  }

  json(): Promise<string> {
    const now = this.clock();
    if (this.current && now - this.current.at < this.maxAgeMs) return this.current.json;
    const json = this.build();
    const entry = { json, at: now };
    this.current = entry;
    // A failed build is not served again.
    json.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return json;
  }

  private async build(): Promise<string> {
    const positions = await this.presence.connected();
    this.drivers = new Set(positions.map((position) => position.driverId));
    return JSON.stringify(await this.buildAnswer(positions));
  }
}
