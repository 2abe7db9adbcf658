import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/lib/redis';
import { LIVE_CHANNEL, RedisLiveBus } from '../../src/modules/live/live-bus';
import type { LiveChange } from '../../src/modules/live/live-change';
import { testRedisPrefix } from '../helpers/build-test-app';

const REDIS_URL = process.env.REDIS_URL;

const until = async (test: () => boolean) => {
  for (let i = 0; i < 100 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

/**
 * What the Redis live bus publishes and takes off its channel (the deployment's prefix +
 * LIVE_CHANNEL): changes gathered into one message, nothing when nothing was gathered, and of what
 * arrives, only what isLiveChange accepts (a single change as older instances sent it too).
 */
describe.skipIf(!REDIS_URL)('the Redis live bus on its channel', () => {
  it('publishes the changes of one tick as one message, and nothing for an empty tick', async () => {
    const prefix = testRedisPrefix();
    const publisher = await connectRedis(REDIS_URL!);
    const watcher = await connectRedis(REDIS_URL!);
    const bus = await RedisLiveBus.connect(publisher, { warn: () => undefined, info: () => undefined }, prefix);
    const messages: unknown[] = [];
    const heard: LiveChange[] = [];
    try {
      watcher.on('message', (_channel: string, message: string) => messages.push(JSON.parse(message)));
      await watcher.subscribe(`${prefix}${LIVE_CHANNEL}`);
      bus.subscribe((change) => heard.push(change));
      const changes: LiveChange[] = [{ kind: 'offline', driverId: 1 }, { kind: 'access', userId: 2 }, { kind: 'offline', driverId: 3 }];
      for (const change of changes) await bus.publish(change);
      await until(() => heard.length === 3);
      expect(heard).toEqual(changes);
      await bus.flush(); // nothing gathered since
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(messages).toEqual([changes]);
    } finally {
      await bus.close();
      watcher.disconnect();
      publisher.disconnect();
    }
  });

  it('publishes what is still gathered when it closes', async () => {
    const prefix = testRedisPrefix();
    const publisher = await connectRedis(REDIS_URL!);
    const watcher = await connectRedis(REDIS_URL!);
    const bus = await RedisLiveBus.connect(publisher, { warn: () => undefined, info: () => undefined }, prefix);
    const messages: unknown[] = [];
    try {
      watcher.on('message', (_channel: string, message: string) => messages.push(JSON.parse(message)));
      await watcher.subscribe(`${prefix}${LIVE_CHANNEL}`);
      await bus.publish({ kind: 'offline', driverId: 8 });
      await bus.close(); // before the tick
      await until(() => messages.length > 0);
      expect(messages).toEqual([[{ kind: 'offline', driverId: 8 }]]);
    } finally {
      watcher.disconnect();
      publisher.disconnect();
    }
  });

  it('hears a batch and a single change; drops what is not JSON and what is not a change', async () => {
    const prefix = testRedisPrefix();
    const publisher = await connectRedis(REDIS_URL!);
    const bus = await RedisLiveBus.connect(publisher, { warn: () => undefined, info: () => undefined }, prefix);
    const heard: LiveChange[] = [];
    bus.subscribe((change) => heard.push(change));
    const channel = `${prefix}${LIVE_CHANNEL}`;
    try {
      await publisher.publish(channel, 'not json');
      await publisher.publish(channel, JSON.stringify({ kind: 'access', userId: 4 })); // one change, not in a batch
      await publisher.publish(channel, JSON.stringify([{ kind: 'nonsense' }, { kind: 'offline', driverId: 5 }, 7]));
      await publisher.publish(channel, JSON.stringify({ kind: 'access', userId: 'six' }));
      await publisher.publish(channel, JSON.stringify({ kind: 'access', userId: 7 })); // the last: all before it are in
      await until(() => heard.length >= 3);
      expect(heard).toEqual([
        { kind: 'access', userId: 4 },
        { kind: 'offline', driverId: 5 },
        { kind: 'access', userId: 7 },
      ]);
    } finally {
      await bus.close();
      publisher.disconnect();
    }
  });
});
