import { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from '@taxi/contract';

const isFieldCode = (value: unknown): value is FieldErrorCode => (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

/**
 * The code of one refused field, from the zod issue that refused it (`keyword` is the issue's
 * code, `params` the rest of the issue): a rule's own code (`refine(…, {params: fieldCode(…)})`),
 * else `required`, `too_long`/`too_short` (text), `too_big`/`too_small` (numbers) with the limit,
 * else `invalid`.
 */
export function fieldError(keyword: string, params: Record<string, unknown> = {}, message = ''): FieldError {
  const own = (params.params as { fieldCode?: unknown } | undefined)?.fieldCode;
  if (isFieldCode(own)) return { code: own };
  const text = params.origin === 'string';
  const limit = (key: 'maximum' | 'minimum') => (typeof params[key] === 'number' ? { params: { [key]: params[key] } } : {});
  // zod reports a missing value as `invalid_type` '… received undefined' (it leaves the input out).
  if (keyword === 'invalid_type' && /received undefined$/.test(message)) return { code: 'required' };
  if (keyword === 'too_small') return text && params.minimum === 1 ? { code: 'required' } : { code: text ? 'too_short' : 'too_small', ...limit('minimum') };
  if (keyword === 'too_big') return { code: text ? 'too_long' : 'too_big', ...limit('maximum') };
  return { code: 'invalid' };
}
