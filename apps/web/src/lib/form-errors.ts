import { ApiRequestError } from './api-client';

/**
 * The server's per-field validation messages (`errors: {field: [messages]}`) as one text per
 * field, ready for a Mantine form's `setErrors`; null when the error carries none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiRequestError) || !error.errors) return null;
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')]));
}
