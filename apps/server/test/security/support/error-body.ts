import type { LightMyRequestResponse } from 'fastify';
import { ApiError } from '@taxi/contract';

/** Why a response is not DESIGN.md §3's error format `{message, errors?}` (nothing else), or null when it is. */
export function errorBodyProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  const parsed = ApiError.strict().safeParse(body);
  return parsed.success ? null : `not {message, errors?}: ${response.body.slice(0, 200)}`;
}
