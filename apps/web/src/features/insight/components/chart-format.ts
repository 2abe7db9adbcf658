/**
 * Labels of the charts in the interface language. The days the server sends are already the
 * operator's (YYYY-MM-DD), so they are read as calendar days (in UTC), never shifted by a zone.
 */
const localeOf = (language: string) => (language === 'tr' ? 'tr-TR' : 'en-GB');
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** '09:00' for hour 9. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** '28 Nov' (en), '28 Kas' (tr). */
export const dayLabel = (day: string, language: string) => new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(calendarDay(day));

/** 'Saturday' (en), 'Cumartesi' (tr). */
export const weekdayName = (day: string, language: string) => new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(calendarDay(day));

/** A short amount for an axis: '₺1.2K' (en), '₺1,2 B' (tr). */
export const compactLira = (kurus: number, language: string) =>
  new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 }).format(kurus / 100);

/** A count or an average with at most one decimal, as the language writes it ('1,234.5' / '1.234,5'). */
export const formatFigure = (value: number, language: string) =>
  new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { maximumFractionDigits: 1 }).format(value);
