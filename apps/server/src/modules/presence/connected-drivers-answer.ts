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
  /** The answer being built, shared by the requests that wait for it. */
  private building: Promise<string> | null = null;
  /** The latest answer built and when its build started: served as is within maxAgeMs. */
  private built: { json: string; at: number } | null = null;
  /** The drivers in the latest answer: one who is not and reports, one who goes offline or one whose trip changes makes it stale. */
  private drivers = new Set<number>();

  constructor(
    private readonly presence: PresenceService,
    bus: LiveBus,
    private readonly buildAnswer: ConnectedBuild,
    private readonly maxAgeMs = CONNECTED_ANSWER_MAX_AGE_MS,
    private readonly clock: () => number = Date.now,
  ) {
    // The live bus brings every instance's changes: who is on the map and their trip are current,
    // only positions may be up to about two periods old (the stream moves them meanwhile).
    bus.subscribe((change) => {
      const stale =
        change.kind === 'position' ? !this.drivers.has(change.position.driverId)
        : change.kind === 'offline' ? this.drivers.has(change.driverId)
        : change.kind === 'trip' && change.trip.driverId !== null && this.drivers.has(change.trip.driverId);
      if (stale) {
        // a build under way may have read the positions before the change: it is not served
        this.built = null;
        this.building = null;
      }
    });
  }

  /**
   * Within maxAgeMs of its build the latest answer as is; after that a new build starts, and until
   * it is done the latest answer is still served if it is under two periods old (positions only:
   * a change of who is on the map or of a trip drops it at once), so requests do not wait on the
   * build (10,000 positions read and serialised) once a second.
   */
  json(): Promise<string> {
    const now = this.clock();
    const built = this.built;
    if (built && now - built.at < this.maxAgeMs) return Promise.resolve(built.json);
    const building = this.building ?? this.startBuild(now);
    return built && now - built.at < 2 * this.maxAgeMs ? Promise.resolve(built.json) : building;
  }

  private startBuild(at: number): Promise<string> {
    const building = this.build();
    this.building = building;
    // A failed build is not served; the next request starts another.
    building.then(
      (json) => {
        if (this.building === building) this.built = { json, at };
      },
      () => undefined,
    ).finally(() => {
      if (this.building === building) this.building = null;
    });
    return building;
  }

  private async build(): Promise<string> {
    const positions = await this.presence.connected();
    this.drivers = new Set(positions.map((position) => position.driverId));
    return JSON.stringify(await this.buildAnswer(positions));
  }
}
