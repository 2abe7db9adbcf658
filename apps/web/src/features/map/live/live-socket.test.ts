import { describe, expect, it } from 'vitest';
import { liveUrl, nextDelay, RECONNECT_MAX_MS, RECONNECT_MIN_MS } from './live-socket';

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
  });
});
