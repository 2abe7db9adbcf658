import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LiveBatch } from '@taxi/contract';
import { MemoryLiveBus } from '../../src/modules/live/live-bus';
import { LiveHub, MAX_BUFFERED_BYTES, type LiveSocket } from '../../src/modules/live/live-hub';

/** A socket as ws's: open until closed, then closing; what it was sent and how it was closed. */
class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: LiveBatch[] = [];
  closedWith: number | undefined;
  closedBecause: string | undefined;

  send(data: Buffer) {
    this.sent.push(LiveBatch.parse(JSON.parse(data.toString())));
  }

  close(code?: number, reason?: string) {
    this.closedWith = code;
    this.closedBecause = reason;
    this.readyState = 2; // CLOSING until the close handshake ends
  }
}

const position = (driverId: number, reportedAt: number) => ({ kind: 'position' as const, position: { driverId, latitude: 35.1, longitude: 33.3, heading: null, reportedAt } });

/** The hub without its timer (a flush period no test waits for): each test flushes by hand. */
const hub = () => {
  const bus = new MemoryLiveBus();
  return { bus, live: new LiveHub(bus, 3_600_000) };
};

describe('LiveHub', () => {
  it('[21.5] drops pending changes when the last admin leaves: the next admin gets no stale batch', async () => {
    const { bus, live } = hub();
    const first = new FakeSocket();
    live.add(first);
    await bus.publish(position(7, Date.now()));
    live.remove(first); // left before the flush
    await bus.publish({ kind: 'offline', driverId: 8, at: Date.now() }); // heard by nobody
    const next = new FakeSocket();
    live.add(next);
    live.flush();
    expect(next.sent).toEqual([]);
    await live.close();
  });

  it('[21.6] closes an admin socket that falls more than the limit behind, and sends it nothing more', async () => {
    const { bus, live } = hub();
    const slow = new FakeSocket();
    const quick = new FakeSocket();
    live.add(slow);
    live.add(quick);
    await bus.publish(position(7, Date.now()));
    live.flush();
    expect(slow.sent).toHaveLength(1);
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    await bus.publish(position(7, Date.now() + 1));
    live.flush();
    expect(slow.closedWith).toBe(LIVE_CLOSE.tooSlow);
    expect(slow.closedBecause).toBe('Too far behind; reconnect');
    expect(live.size).toBe(1); // forgotten at once, not when its close handshake ends
    slow.readyState = 1; // even a socket that still looked open gets nothing more
    await bus.publish(position(7, Date.now() + 2));
    live.flush();
    expect(slow.sent).toHaveLength(1);
    expect(quick.sent).toHaveLength(3);
    await live.close();
  });

  it('[21.2] drops a position reported before its driver went offline, heard after it (a report in flight on another instance)', async () => {
    const { bus, live } = hub();
    const admin = new FakeSocket();
    live.add(admin);
    const offlineAt = Date.now();
    await bus.publish({ kind: 'offline', driverId: 9, at: offlineAt });
    await bus.publish(position(9, offlineAt - 5));
    live.flush();
    await bus.publish(position(9, offlineAt - 1));
    live.flush();
    expect(admin.sent).toHaveLength(1);
    expect(admin.sent[0]).toMatchObject({ offline: [9], positions: [] });
    await bus.publish(position(9, offlineAt + 10)); // a later report brings the driver back
    live.flush();
    expect(admin.sent[1]!.positions.map((p) => p[0])).toEqual([9]);
    await live.close();
  });

  it('flushes on the first change after its flush period when its timer has not run (an event loop busy with reports), once a period', async () => {
    const bus = new MemoryLiveBus();
    let now = 1_000_000;
    // a flush period of an hour on the clock the hub reads: its timer never runs in this test
    const live = new LiveHub(bus, 3_600_000, () => now);
    const admin = new FakeSocket();
    live.add(admin);
    await bus.publish(position(1, now));
    now += 3_599_999;
    await bus.publish(position(2, now));
    expect(admin.sent).toHaveLength(0); // not due yet
    now += 1;
    await bus.publish(position(3, now)); // due: this change leaves with the batch at once
    expect(admin.sent).toHaveLength(1);
    expect(admin.sent[0]!.positions.map((p) => p[0])).toEqual([1, 2, 3]);
    now += 10;
    await bus.publish(position(4, now)); // the next batch has a period of its own
    expect(admin.sent).toHaveLength(1);
    now += 3_600_000;
    await bus.publish(position(5, now));
    expect(admin.sent.map((batch) => batch.positions.map((p) => p[0]))).toEqual([[1, 2, 3], [4, 5]]);
    await live.close();
  });

  it('keeps what is gathered for the admins still watching when one of them leaves', async () => {
    const { bus, live } = hub();
    const leaving = new FakeSocket();
    const staying = new FakeSocket();
    live.add(leaving);
    live.add(staying);
    await bus.publish(position(7, Date.now()));
    live.remove(leaving);
    live.flush();
    expect(staying.sent.map((batch) => batch.positions.map((p) => p[0]))).toEqual([[7]]);
    expect(leaving.sent).toEqual([]);
    await live.close();
  });

  it('sends nothing to a socket that is closing, and does not close one exactly at the buffer limit', async () => {
    const { bus, live } = hub();
    const closing = new FakeSocket();
    const full = new FakeSocket();
    closing.readyState = 2;
    full.bufferedAmount = MAX_BUFFERED_BYTES;
    live.add(closing);
    live.add(full);
    await bus.publish(position(7, Date.now()));
    live.flush();
    expect(closing.sent).toEqual([]);
    expect(full.sent).toHaveLength(1);
    expect(full.closedWith).toBeUndefined();
    await live.close();
  });

  it('on shutdown closes every admin socket as going away and forgets them', async () => {
    const { live } = hub();
    const sockets = [new FakeSocket(), new FakeSocket()];
    for (const socket of sockets) live.add(socket);
    await live.close();
    expect(sockets.map((socket) => [socket.closedWith, socket.closedBecause])).toEqual([
      [LIVE_CLOSE.goingAway, 'Server shutting down'],
      [LIVE_CLOSE.goingAway, 'Server shutting down'],
    ]);
    expect(live.size).toBe(0);
  });

  it('flushes by itself every flush period while an admin watches', async () => {
    const bus = new MemoryLiveBus();
    const live = new LiveHub(bus, 20);
    const admin = new FakeSocket();
    live.add(admin);
    await bus.publish(position(7, Date.now()));
    for (let waited = 0; !admin.sent.length && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(admin.sent).toHaveLength(1);
    await live.close();
  });
});
