/**
 * Money helpers. Every amount is an integer number of kuruş (1 TRY = 100 kuruş). Money is rounded
 * in one place, here: to whole kuruş, half away from zero (DESIGN.md §5).
 */

/** The largest amount `liraToKurus` accepts: 1e12 kuruş (₺10 billion), far below 2^53, so it stays exact. */
export const MAX_KURUS = 1_000_000_000_000;

/** Percentages carry at most two decimals (12.25 %); the contract refuses more (400). */
export const PERCENT_DECIMALS = 2;

/** A percentage in whole hundredths of a percent: 1.14 → 114 (binary 1.14 × 100 is 113.99999…). */
export const percentHundredths = (percent: number) => Math.round(percent * 100);

/** Whether `percent` has at most PERCENT_DECIMALS decimals (12.34 yes, 12.345 no). */
export const hasPercentPrecision = (percent: number) => Number.isFinite(percent) && Math.abs(percent * 100 - percentHundredths(percent)) < 1e-6;

/** Rounds an amount to whole kuruş, half away from zero: 28.5 → 29, −28.5 → −29, 28.49 → 28. */
export function roundKurus(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded;
}

/**
 * `percent` % of `amount` (whole kuruş), rounded half away from zero to whole kuruş. Computed on
 * integers (kuruş × hundredths of a percent), so 1.14 % of 2500 is exactly 28.5 → 29.
 */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be a whole number of kuruş, not ${amount}`);
  return divideToKurus(BigInt(amount) * BigInt(percentHundredths(percent)), 10_000n);
}

/**
 * `numerator / denominator` kuruş (an exact fraction, denominator > 0) rounded to whole kuruş,
 * half away from zero: 39_515n / 10n → 3952, −5n / 10n → −1. The integer form of `roundKurus`.
 */
export function divideToKurus(numerator: bigint, denominator: bigint): number {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(numerator < 0n ? -rounded : rounded);
}

/** What a driver is credited for a card trip: the fare less the company's share. */
export function driverCreditForCardTrip(fare: number, systemPercentage: number): number {
  return fare - percentOf(fare, systemPercentage);
}

/** What a driver owes for a cash trip: the company's share of the cash they kept. */
export function driverDebitForCashTrip(fare: number, systemPercentage: number): number {
  return percentOf(fare, systemPercentage);
}

export function kurusToLira(kurus: number): number {
  return kurus / 100;
}

/**
 * Parses a lira amount typed by a person ("12.5", "12,50") into kuruş; null when it is not money:
 * not a plain decimal with at most two decimals, or above MAX_KURUS (₺10 billion), so every result
 * is exact (no kuruş is lost near 2^53).
 */
export function liraToKurus(text: string | number): number | null {
  const normalised = typeof text === 'number' ? String(text) : text.trim().replace(',', '.');
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole, fraction = ''] = normalised.split('.');
  const kurus = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return kurus <= MAX_KURUS ? kurus : null;
}

const tryFormat = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
const TRY_FORMATS = { en: tryFormat('en-US'), tr: tryFormat('tr-TR') };

/** Formats kuruş as Turkish lira for display, e.g. 12345 → "₺123.45" (English, the default) or "₺123,45" (tr). */
export function formatTry(kurus: number, locale?: string): string {
  return (locale === 'tr' ? TRY_FORMATS.tr : TRY_FORMATS.en).format(kurus / 100);
}
