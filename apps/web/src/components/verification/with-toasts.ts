import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/**
 * Runs a change and reports it (SPEC.md §8): the success text as a toast, or the translation of the
 * server's error code (else `fallback`) as an error toast. The failure is rethrown for a dialog that shows it too.
 */
export async function withToasts<T>(change: () => Promise<T>, success: string, fallback: string): Promise<T> {
  try {
    const result = await change();
    notify.success(success);
    return result;
  } catch (error) {
    notify.error(errorText(error, i18n.t, fallback));
    throw error;
  }
}
