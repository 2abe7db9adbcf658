import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format';

describe('formatTimeAgo', () => {
  it('uses the largest whole unit, in the interface language', () => {
    expect(formatTimeAgo(5, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(180, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo(1440, 'en')).toBe('yesterday');
    expect(formatTimeAgo(180, 'tr')).toBe('3 saat önce');
  });

  it('says "now" for zero minutes', () => {
    expect(formatTimeAgo(0, 'en')).toBe('now');
  });
});
