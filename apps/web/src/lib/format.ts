import { formatTry } from '@taxi/contract';

/** Display helpers that follow the interface language. */
export const formatMoney = (kurus: number, language: string) => formatTry(kurus, language);

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US').format(value);
}

/** A percentage 0–100 as the language writes it: '20%' (en), '%20' (tr), '12.5%' / '%12,5'. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.valueOf())) return '';
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

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
