// The zod-free parts of the contract by their own paths: a value imported from the package's
// index would put every schema (and zod) into the sign-in page's chunk.
import { formatTry } from '@taxi/contract/money';
import { operatorTimeZone } from './operator-clock';

/** Display helpers that follow the interface language. */
export const formatMoney = (kurus: number, language: string) => formatTry(kurus, language);

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US').format(value);
}

/** Metres as kilometres with one decimal, as the language writes it: '12.3' (en), '12,3' (tr). */
export const formatKilometres = (meters: number, language: string) => formatNumber(Math.round(meters / 100) / 10, language);

/** A percentage 0–100 as the language writes it: '20%' (en), '%20' (tr), '12.5%' / '%12,5'. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

const localeOf = (language: string) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** The one date format of the screens: '30 Mar 2026' (en), '17 Eyl 2025' (tr). */
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(kind: 'date' | 'time' | 'dateTime', language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = kind === 'date' ? DATE : kind === 'time' ? TIME : { ...DATE, ...TIME };
    formatter = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function instantOf(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.valueOf()) ? null : date;
}

/**
 * A moment on the operator's clock (DESIGN.md §8; `timeZone` defaults to OPERATOR_TIME_ZONE as the
 * server told): '30 Mar 2026, 16:41' (en), '17 Eyl 2025 16:41' (tr); '' for no moment.
 */
export function formatDateTime(iso: string | Date | null | undefined, language: string, timeZone = operatorTimeZone()): string {
  const date = instantOf(iso);
  return date ? formatterOf('dateTime', language, timeZone).format(date) : '';
}

/** The operator's day of a moment, in the same format: '1 Mar 2026' (an approved-until date shows the day picked). */
export function formatDate(iso: string | Date | null | undefined, language: string, timeZone = operatorTimeZone()): string {
  const date = instantOf(iso);
  return date ? formatterOf('date', language, timeZone).format(date) : '';
}

/** The operator's clock time of a moment, '16:41'. */
export function formatTime(iso: string | Date | null | undefined, language: string, timeZone = operatorTimeZone()): string {
  const date = instantOf(iso);
  return date ? formatterOf('time', language, timeZone).format(date) : '';
}

/** What a figure that does not exist yet shows (a running trip's fare and end time). */
export const NO_VALUE = '—';

// In its own module so that the sign-in page can use it without the contract (formatTry) and zod.
export { formatFullName } from './format-name';

const RELATIVE_STEPS = [
  { unit: 'day', minutes: 24 * 60 },
  { unit: 'hour', minutes: 60 },
  { unit: 'minute', minutes: 1 },
] as const;

/** "5 minutes ago", "3 hours ago", "yesterday" (and their Turkish forms) for a past moment `minutes` back. */
export function formatTimeAgo(minutes: number, language: string): string {
  const relative = new Intl.RelativeTimeFormat(language === 'tr' ? 'tr-TR' : 'en-US', { numeric: 'auto' });
  const step = RELATIVE_STEPS.find((candidate) => minutes >= candidate.minutes);
  return step ? relative.format(-Math.round(minutes / step.minutes), step.unit) : relative.format(0, 'second');
}
