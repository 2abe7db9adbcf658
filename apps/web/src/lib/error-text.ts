import type { ErrorParams, FieldError } from '@taxi/contract';
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';
import { formatMoney } from './format';
import { i18n } from './i18n';

/** Params that are kuruş amounts: shown as money in the interface language. */
const MONEY = new Set(['amount', 'balance', 'available']);

function textParams(code: string, params: ErrorParams = {}, t: TFunction, language: string): Record<string, string | number> {
  const words: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (MONEY.has(key) && typeof value === 'number') words[key] = formatMoney(value, language);
    else if ((key === 'status' || key === 'requested') && code.startsWith('transfer.')) words[key] = t(`errors:transferStatus.${value}`);
    else if (key === 'status') words[key] = t(`errors:verificationStatus.${value}`);
    else words[key] = value;
  }
  return words;
}

/**
 * The text to show for a failed call in the admin's language (issue 22, item 10): the translation
 * of the server's stable `code` with its figures; else `fallback` (a network failure, an unknown
 * code). The server's English `message` is for API clients and logs, never shown as is.
 */
export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiRequestError) || !error.code) return fallback;
  const key = `errors:code.${error.code}`;
  if (!t(key, { defaultValue: '' })) return fallback;
  return t(key, textParams(error.code, error.params, t, i18n.language));
}

/** The translated text under one field the server refused (`fieldErrors`), or null. */
export function fieldErrorTextOf(error: unknown, field: string, t: TFunction): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const refused: FieldError | undefined = error.fieldErrors?.[field];
  if (!refused) return null;
  return t(`errors:field.${refused.code}`, textParams(refused.code, refused.params, t, i18n.language));
}

/** Every refused field's translated text, for a form's `setErrors`; null when there is none. */
export function translatedFieldErrors(error: unknown, t: TFunction): Record<string, string> | null {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return null;
  return Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, fieldErrorTextOf(error, field, t) ?? '']));
}
