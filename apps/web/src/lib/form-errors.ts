import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';
import { errorText, translatedFieldErrors } from './error-text';
import { i18n } from './i18n';
import { notify } from './notify';

/** Client-side rules give message keys under `validation.` of the form's namespace; the server gives text. */
const CLIENT_KEY = 'validation.';

/**
 * The server's per-field validation messages (`errors: {field: [messages]}`) as one text per
 * field, ready for a Mantine form's `setErrors`; null when the error carries none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiRequestError) || !error.errors) return null;
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')]));
}

/** A field's error as shown under the input: a client rule's key translated, a server message as is. */
export function fieldErrorText(error: unknown, t: TFunction): string | undefined {
  if (typeof error !== 'string') return undefined;
  return error.startsWith(CLIENT_KEY) ? t(error) : error;
}

/** A failed save: the error's translated text as a toast, the refused fields' translated texts under them. */
export function showSaveError(error: unknown, setErrors: (errors: Record<string, string>) => void, fallback: string): void {
  notify.error(errorText(error, i18n.t, fallback));
  const fieldErrors = translatedFieldErrors(error, i18n.t) ?? serverFieldErrors(error);
  if (fieldErrors) setErrors(fieldErrors);
}
