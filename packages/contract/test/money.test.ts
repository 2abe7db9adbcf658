import { describe, expect, it } from 'vitest';
import { driverCreditForCardTrip, driverDebitForCashTrip, formatTry, liraToKurus, percentOf } from '../src/money';

describe('money in kuruş', () => {
  it('takes percentages rounding half up to whole kuruş', () => {
    expect(percentOf(10_000, 15)).toBe(1_500);
    expect(percentOf(333, 50)).toBe(167);
    expect(percentOf(1, 0)).toBe(0);
  });

  it('splits a card fare so that driver share + company share = fare', () => {
    for (const fare of [1, 99, 18_601, 123_457]) {
      for (const pct of [0, 12.5, 20, 100]) expect(driverCreditForCardTrip(fare, pct) + percentOf(fare, pct)).toBe(fare);
    }
  });

  it('debits the company share of a cash fare', () => {
    expect(driverDebitForCashTrip(18_600, 20)).toBe(3_720);
  });

  it('parses lira typed by a person', () => {
    expect(liraToKurus('85.5')).toBe(8550);
    expect(liraToKurus('85,50')).toBe(8550);
    expect(liraToKurus('12')).toBe(1200);
    expect(liraToKurus(0.07)).toBe(7);
    for (const bad of ['', 'abc', '-1', '1.234', '1e3']) expect(liraToKurus(bad)).toBeNull();
  });

  it('formats for display', () => {
    expect(formatTry(12_345, 'en')).toBe('₺123.45');
    expect(formatTry(12_345, 'tr')).toMatch(/123,45/);
  });
});
