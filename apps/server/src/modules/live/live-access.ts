import type { Db } from '../../db/database';
import type { LiveBus } from './live-bus';

type Listener = (userId: number) => void;

/**
 * "This user's access changed" on every instance, through the live bus (memory, or Redis for
 * several instances): published after a sign-out, a deletion, or a verification decision on the
 * user or one of their vehicles has been committed. Each instance then drops what it cached of
 * the user (session state, go-online eligibility) and checks the user's open live sockets again
 * at once, so they close within the bus's delay (~50 ms through Redis), not at the next
 * once-a-minute re-check (docs/security.md, "Live sockets").
 */
export class LiveAccess {
  private readonly sockets = new Map<number, Set<() => void>>();
  private readonly forgetters: Listener[] = [];

  constructor(
    private readonly bus: LiveBus,
    private readonly db: Db,
  ) {
    bus.subscribe((change) => {
      if (change.kind === 'access') this.heard(change.userId);
    });
  }

  /** Drops a cache of the user whenever their access changes (on this instance). */
  onChange(forget: Listener) {
    this.forgetters.push(forget);
  }

  /** Re-checks an open socket of `userId` whenever their access changes; returns the unwatch. */
  watch(userId: number, recheck: () => void): () => void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(recheck);
    return () => {
      set.delete(recheck);
      if (!set.size && this.sockets.get(userId) === set) this.sockets.delete(userId);
    };
  }

  /** Tells every instance the user's access changed: call it once the change is committed. */
  changed(userId: number): Promise<void> {
    return this.bus.publish({ kind: 'access', userId });
  }

  /** The same for the owner of a vehicle whose verification changed. */
  async vehicleChanged(vehicleId: number): Promise<void> {
    const vehicle = await this.db.selectFrom('vehicles').select('user_id').where('id', '=', vehicleId).executeTakeFirst();
    if (vehicle) await this.changed(vehicle.user_id);
  }

  private heard(userId: number) {
    for (const forget of this.forgetters) forget(userId);
    for (const recheck of this.sockets.get(userId) ?? []) recheck();
  }
}
