/** Money helpers. Every amount is an integer number of kuruş (1 TRY = 100 kuruş). */

/** `percent` % of `amount`, rounded half up to whole kuruş. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
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

/** Parses a lira amount typed by a person ("12.5", "12,50") into kuruş; null when it is not money. */
export function liraToKurus(text: string | number): number | null {
  const normalised = typeof text === 'number' ? String(text) : text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats kuruş as Turkish lira for display, e.g. 12345 → "₺123.45" (en) or "₺123,45" (tr). */
export function formatTry(kurus: number, locale = 'en'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
    formatters.set(locale, formatter);
  }
  return formatter.format(kurus / 100);
}
