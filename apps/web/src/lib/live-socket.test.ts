import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveUrl, nextDelay, openLiveSocket, RECONNECT_MAX_MS, RECONNECT_MIN_MS } from '@/lib/live-socket';

/** A stand-in for the browser's WebSocket that records each attempt's token and lets a test close it. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.opened.push(this);
  }
  static attempt(index: number) {
    const socket = FakeSocket.opened[index];
    if (!socket) throw new Error(`no attempt ${index}`);
    return socket;
  }
  close(code = 1000) {
    this.onclose?.({ code });
  }
}

describe('the live socket', () => {
  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let attempt = 0; attempt < 8; attempt++) delays.push((delay = nextDelay(delay)));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(nextDelay(null)).toBe(RECONNECT_MIN_MS);
    expect(nextDelay(RECONNECT_MAX_MS)).toBe(RECONNECT_MAX_MS);
  });

  it('same origin, ws: or wss: as the page', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/live');
    expect(liveUrl({ protocol: 'https:', host: 'taxi.example' })).toBe('wss://taxi.example/api/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' }, ['map'])).toBe('ws://localhost:5173/api/live?topics=map');
  });

  describe('when the server ends the session (4001)', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      FakeSocket.opened = [];
    });

    it('does not try that token again, says so, and connects again with a new token', () => {
      vi.useFakeTimers();
      vi.stubGlobal('WebSocket', FakeSocket);
      let token = 'old';
      const ended = vi.fn();
      const stop = openLiveSocket({ token: () => token, onMessage: () => {}, onStatus: () => {}, onSessionEnded: ended, url: 'ws://x/api/live' });
      expect(FakeSocket.opened.map((socket) => socket.protocols[1])).toEqual(['old']);

      FakeSocket.attempt(0).close(4001);
      expect(ended).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(RECONNECT_MIN_MS + 2_000 + 4_000);
      expect(FakeSocket.opened).toHaveLength(1); // the ended token is never sent again

      token = 'new';
      vi.advanceTimersByTime(8_000);
      expect(FakeSocket.opened.map((socket) => socket.protocols[1])).toEqual(['old', 'new']);

      // any other close (a network cut) retries with the same token
      FakeSocket.attempt(1).onopen?.();
      FakeSocket.attempt(1).close(1006);
      vi.advanceTimersByTime(RECONNECT_MIN_MS);
      expect(FakeSocket.opened.map((socket) => socket.protocols[1])).toEqual(['old', 'new', 'new']);
      stop();
    });
  });
});
