import { formatTry } from '@taxi/contract';

/** Display helpers that follow the interface language. */
export const formatMoney = (kurus: number, language: string) => formatTry(kurus, language);

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US').format(value);
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

/** "First Last" of a person, without stray spaces when a part is empty. */
export function formatFullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
