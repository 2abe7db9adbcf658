import { describe, expect, it } from 'vitest';
import { formatKilometres, formatPercent } from './format';

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

describe('formatKilometres', () => {
  it('writes metres as kilometres with one decimal, in the language', () => {
    expect(formatKilometres(3_049, 'en')).toBe('3');
    expect(formatKilometres(3_050, 'en')).toBe('3.1');
    expect(formatKilometres(12_345, 'tr')).toBe('12,3');
  });
});
