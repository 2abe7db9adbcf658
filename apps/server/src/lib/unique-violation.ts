import type { HttpError } from './http-errors';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs `work`; a unique-index violation (a race lost to a concurrent save of the same value)
 * becomes the same error a service throws when it sees the duplicate itself (usually a 409).
 */
export async function orDuplicate<T>(duplicate: () => HttpError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw duplicate();
    throw error;
  }
}
