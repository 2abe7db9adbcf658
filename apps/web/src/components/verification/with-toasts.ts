import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * Runs a change and reports it (SPEC.md §8): the success text as a toast, or the server's message
 * (else `fallback`) as an error toast. The failure is rethrown for a dialog that shows it too.
 */
export async function withToasts<T>(change: () => Promise<T>, success: string, fallback: string): Promise<T> {
  try {
    const result = await change();
    notify.success(success);
    return result;
  } catch (error) {
    notify.error(errorMessage(error, fallback));
    throw error;
  }
}
