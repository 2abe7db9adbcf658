import { describe, expect, it } from 'vitest';
import { formatPercent } from './format';

describe('formatPercent', () => {
  it('writes the sign where each language puts it', () => {
    expect(formatPercent(20, 'en')).toBe('20%');
    expect(formatPercent(20, 'tr')).toBe('%20');
  });

  it('keeps up to two decimals with the language’s separator', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 'tr')).toBe('%12,5');
    expect(formatPercent(0, 'tr')).toBe('%0');
  });
});
