import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/lib/redis';
import type { LiveChange } from '../../src/modules/live/live-change';
import { RedisLiveBus } from '../../src/modules/live/live-bus';
import { testRedisPrefix } from '../helpers/build-test-app';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('the live bus when Redis goes away', () => {
  it("keeps this instance's sockets fed from memory and logs the switch once (the switch back is FallbackSwitch's, covered by redis-outage.test.ts)", async () => {
    const publisher = await connectRedis(REDIS_URL!);
    const warnings: string[] = [];
    const bus = await RedisLiveBus.connect(publisher, { warn: (_d, m) => warnings.push(m), info: () => undefined }, testRedisPrefix());
    const heard: LiveChange[] = [];
    bus.subscribe((change) => heard.push(change));
    const offline = (driverId: number): LiveChange => ({ kind: 'offline', driverId });
    const until = async (test: () => boolean) => {
      for (let i = 0; i < 100 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      await bus.publish(offline(1));
      await until(() => heard.length === 1);
      expect(heard).toEqual([offline(1)]);

      publisher.disconnect(); // no offline queue: commands fail at once
      await bus.publish(offline(2));
      await bus.publish(offline(3));
      await bus.flush(); // what the next publish tick would do
      expect(heard).toEqual([offline(1), offline(2), offline(3)]);
      expect(warnings).toEqual(["live stream: Redis is not answering; using this instance's memory until it does"]);

    } finally {
      await bus.close();
      publisher.disconnect();
    }
  });
});
