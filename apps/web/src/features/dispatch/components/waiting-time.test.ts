import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting-time';

describe('waiting time', () => {
  it('counts m:ss, then h:mm:ss, never below zero', () => {
    const since = '2026-11-28T10:00:00.000Z';
    const at = (seconds: number) => Date.parse(since) + seconds * 1000;
    expect(waitingText(since, at(-5))).toBe('0:00');
    expect(waitingText(since, at(65))).toBe('1:05');
    expect(waitingText(since, at(3600 + 61))).toBe('1:01:01');
  });
});
