import { kurusToLira, liraToKurus, MAX_PASSENGERS } from '@taxi/contract';

/** The largest fare the server accepts (kuruş), i.e. ₺1,000,000. */
export const MAX_FARE_KURUS = 100_000_000;

/** A lira amount typed by an admin ("85.50", "85,5", "85") as whole kuruş; null when it is not a valid fare. */
export function parseLira(text: string): number | null {
  const kurus = liraToKurus(text);
  return kurus !== null && kurus <= MAX_FARE_KURUS ? kurus : null;
}

/** A percentage 0–100 with at most two decimals ("12.5", "12,5"); null otherwise. */
export function parsePercent(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return value <= 100 ? value : null;
}

/** Seats 1–20, whole; the input gives a number or the text being typed. */
export function parsePassengers(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 1 && number <= MAX_PASSENGERS ? number : null;
}

const decimalSeparator = (language: string) => (language === 'tr' ? ',' : '.');

/** Kuruş as the text of a lira input: 8550 → "85.50" (en) or "85,50" (tr). */
export function liraText(kurus: number, language: string): string {
  return kurusToLira(kurus).toFixed(2).replace('.', decimalSeparator(language));
}

/** A percentage as the text of an input: 12.5 → "12.5" (en) or "12,5" (tr). */
export function percentText(value: number, language: string): string {
  return String(value).replace('.', decimalSeparator(language));
}
