import { describe, expect, it } from 'vitest';
import {
  MAX_KURUS, PERCENT_DECIMALS, driverCreditForCardTrip, driverDebitForCashTrip, formatTry, hasPercentPrecision, kurusToLira, liraToKurus, percentHundredths, percentOf, roundKurus,
} from '../src/money';

describe('rounding money (half away from zero, in one place)', () => {
  it('rounds to whole kuruş at the .5 edges, positive and negative', () => {
    expect(roundKurus(28.5)).toBe(29);
    expect(roundKurus(28.49)).toBe(28);
    expect(roundKurus(28.51)).toBe(29);
    expect(roundKurus(-28.5)).toBe(-29);
    expect(roundKurus(-28.49)).toBe(-28);
    expect(roundKurus(-28.51)).toBe(-29);
    expect(roundKurus(0.5)).toBe(1);
    expect(roundKurus(-0.5)).toBe(-1);
    expect(roundKurus(7)).toBe(7);
  });

  it('never answers minus zero', () => {
    expect(Object.is(roundKurus(-0.4), 0)).toBe(true);
    expect(Object.is(roundKurus(-0), 0)).toBe(true);
  });
});

describe('percentages', () => {
  it('carry two decimals, read in whole hundredths of a percent', () => {
    expect(PERCENT_DECIMALS).toBe(2);
    expect(percentHundredths(1.14)).toBe(114); // 1.14 × 100 is 113.99999999999999 in binary
    expect(percentHundredths(12.5)).toBe(1250);
    expect(percentHundredths(100)).toBe(10_000);
    for (const ok of [0, 1, 1.1, 1.14, 12.34, 99.99, 100, 0.01, 4.35]) expect(hasPercentPrecision(ok), String(ok)).toBe(true);
    for (const bad of [12.345, 0.001, 1.005, 99.999, Number.NaN, Number.POSITIVE_INFINITY]) expect(hasPercentPrecision(bad), String(bad)).toBe(false);
  });
});

describe('percentOf', () => {
  it('takes percentages of whole kuruş', () => {
    expect(percentOf(10_000, 15)).toBe(1_500);
    expect(percentOf(1, 0)).toBe(0);
    expect(percentOf(0, 50)).toBe(0);
    expect(percentOf(18_600, 100)).toBe(18_600);
  });

  it('rounds exactly half a kuruş away from zero, without binary drift (issue 7, defect 15)', () => {
    expect(percentOf(2500, 1.14)).toBe(29); // 28.5 (Math.round(2500 × 1.14 / 100) gave 28)
    expect(percentOf(333, 50)).toBe(167); // 166.5
    expect(percentOf(1, 50)).toBe(1); // 0.5
    expect(percentOf(-2500, 1.14)).toBe(-29); // −28.5
    expect(percentOf(-333, 50)).toBe(-167);
    expect(percentOf(-1, 50)).toBe(-1);
    expect(percentOf(2499, 1.14)).toBe(28); // 28.4886
    expect(percentOf(2501, 1.14)).toBe(29); // 28.5114
    expect(percentOf(-2499, 1.14)).toBe(-28);
    expect(percentOf(10_000, 0.01)).toBe(1);
    expect(percentOf(4_999, 0.01)).toBe(0); // 0.4999
    expect(percentOf(5_000, 0.01)).toBe(1); // 0.5
  });

  it('stays exact for the largest amounts', () => {
    expect(percentOf(MAX_KURUS, 12.34)).toBe(123_400_000_000);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 50)).toBe(4_503_599_627_370_496); // …495.5 → …496
  });

  it('refuses amounts that are not whole kuruş', () => {
    expect(() => percentOf(10.5, 10)).toThrow(RangeError);
    expect(() => percentOf(Number.NaN, 10)).toThrow(RangeError);
    expect(() => percentOf(2 ** 53, 10)).toThrow(/whole number of kuruş/);
  });

  it('splits a card fare so that driver share + company share = fare', () => {
    for (const fare of [1, 99, 2500, 18_601, 123_457]) {
      for (const pct of [0, 1.14, 12.5, 20, 100]) expect(driverCreditForCardTrip(fare, pct) + percentOf(fare, pct)).toBe(fare);
    }
    expect(driverCreditForCardTrip(2500, 1.14)).toBe(2471);
  });

  it('debits the company share of a cash fare', () => {
    expect(driverDebitForCashTrip(18_600, 20)).toBe(3_720);
    expect(driverDebitForCashTrip(2500, 1.14)).toBe(29);
  });
});

describe('lira and kuruş', () => {
  it('shows kuruş as lira', () => {
    expect(kurusToLira(8550)).toBe(85.5);
    expect(kurusToLira(7)).toBe(0.07);
  });

  it('parses lira typed by a person', () => {
    expect(liraToKurus('85.5')).toBe(8550);
    expect(liraToKurus('85,50')).toBe(8550);
    expect(liraToKurus(' 12 ')).toBe(1200);
    expect(liraToKurus('0.07')).toBe(7);
    expect(liraToKurus('0')).toBe(0);
    expect(liraToKurus(0.07)).toBe(7);
    expect(liraToKurus(12)).toBe(1200);
    for (const bad of ['', ' ', 'abc', '-1', '1.234', '1e3', '1.', '.5', '1,2,3', '12a', 'a12']) expect(liraToKurus(bad), bad).toBeNull();
  });

  it('is bounded at ₺10 billion (1e12 kuruş), so no kuruş is ever lost', () => {
    expect(MAX_KURUS).toBe(1e12);
    expect(liraToKurus('10000000000')).toBe(MAX_KURUS);
    expect(liraToKurus('10000000000.00')).toBe(MAX_KURUS);
    expect(liraToKurus('9999999999.99')).toBe(MAX_KURUS - 1);
    expect(liraToKurus('10000000000.01')).toBeNull();
    expect(liraToKurus('99999999999')).toBeNull();
    expect(liraToKurus('99999999999999999999')).toBeNull(); // was 1e22
    expect(liraToKurus('90071992547409.93')).toBeNull(); // near 2^53: was off by a kuruş
    expect(liraToKurus(1e21)).toBeNull();
  });

  it('formats for display', () => {
    expect(formatTry(12_345, 'en')).toBe('₺123.45');
    expect(formatTry(12_345, 'tr')).toMatch(/^₺123,45$/);
    expect(formatTry(12_345)).toBe('₺123.45');
    expect(formatTry(-50, 'en')).toBe('-₺0.50');
  });
});
