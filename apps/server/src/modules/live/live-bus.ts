import type { Redis } from 'ioredis';
import { Deadline } from '../../lib/deadline';
import { FallbackSwitch, type FallbackLog } from '../../lib/fallback';
import { isLiveChange, type LiveChange } from './live-change';

/** The channel of the live changes, after the deployment's key prefix (REDIS_KEY_PREFIX). */
export const LIVE_CHANNEL = 'live:changes';
/** How long an instance gathers its changes before publishing them as one message, ms. */
export const LIVE_PUBLISH_MS = 50;

export type LiveHandler = (change: LiveChange) => void;

/** Carries live changes to every API instance's stream (this process only, or all through Redis). */
export interface LiveBus {
  publish(change: LiveChange): Promise<void>;
  subscribe(handler: LiveHandler): void;
  close(): Promise<void>;
}

/** One instance: a change reaches this process's sockets only. */
export class MemoryLiveBus implements LiveBus {
  private readonly handlers: LiveHandler[] = [];

  async publish(change: LiveChange) {
    for (const handler of this.handlers) handler(change);
  }

  subscribe(handler: LiveHandler) {
    this.handlers.push(handler);
  }

  async close() {}
}

/**
 * Several instances: an instance's changes are gathered for LIVE_PUBLISH_MS and published on
 * the prefixed LIVE_CHANNEL as one JSON array (10,000 reports a second are ~20 messages a second, not 10,000),
 * and every instance (this one too) hears them on its own subscriber connection (a subscribed
 * connection can run no other command).
 * While Redis does not answer, changes go to this instance's sockets only (docs/security.md,
 * "Redis outage"); ioredis reconnects and re-subscribes by itself.
 */
export class RedisLiveBus implements LiveBus {
  private readonly local = new MemoryLiveBus();
  private readonly switch: FallbackSwitch;
  private pending: LiveChange[] = [];
  /** The publish of what is gathered: due publishMs after the first change (Deadline: a timer, or the next change). */
  private readonly due = new Deadline(() => void this.flush());

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    log: FallbackLog,
    private readonly publishMs = LIVE_PUBLISH_MS,
  ) {
    this.switch = new FallbackSwitch(log, 'live stream');
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      let changes: unknown;
      try {
        changes = JSON.parse(message);
      } catch {
        return;
      }
      // A batch (an array), or one change as instances before batching sent it; anything else is dropped.
      for (const change of Array.isArray(changes) ? changes : [changes]) {
        if (isLiveChange(change)) void this.local.publish(change);
      }
    });
  }

  static async connect(publisher: Redis, log: FallbackLog, keyPrefix = 'taxi:'): Promise<RedisLiveBus> {
    const channel = `${keyPrefix}${LIVE_CHANNEL}`;
    // The subscriber queues commands while offline, so its SUBSCRIBE is replayed after a reconnect.
    const subscriber = publisher.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null, lazyConnect: true });
    subscriber.on('error', () => undefined);
    await subscriber.connect();
    await subscriber.subscribe(channel);
    return new RedisLiveBus(publisher, subscriber, channel, log);
  }

  async publish(change: LiveChange) {
    this.pending.push(change);
    this.due.arm(this.publishMs);
    this.due.poke();
  }

  /** Publishes what was gathered as one message (to this instance's sockets only while Redis is down). */
  async flush() {
    this.due.cancel();
    const changes = this.pending;
    this.pending = [];
    if (!changes.length) return;
    await this.switch.run(
      async () => void (await this.publisher.publish(this.channel, JSON.stringify(changes))),
      async () => {
        for (const change of changes) await this.local.publish(change);
      },
    );
  }

  subscribe(handler: LiveHandler) {
    this.local.subscribe(handler);
  }

  async close() {
    await this.flush().catch(() => undefined);
    await this.subscriber.quit().catch(() => undefined);
  }
}
