import { expect } from 'vitest';
import type { z } from 'zod';

/** The issues of a refused value as `path: message` lines; [] when the value is accepted. */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

export const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** What the schema makes of an accepted value (its transforms, defaults and stripped keys applied). */
export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected to be accepted: ${JSON.stringify(value)}: ${issuesOf(schema, value).join('; ')}`);
  return result.data;
}

/**
 * A response shape: the sample comes back whole, every field not listed as optional is required,
 * and a wrong type in any field is refused.
 */
export function expectShape(schema: z.ZodType, sample: Record<string, unknown>, optional: readonly string[] = []): void {
  expect(parsed(schema, sample)).toEqual(sample);
  for (const key of Object.keys(sample)) {
    const { [key]: _left, ...rest } = sample;
    expect(accepts(schema, rest), `without ${key}`).toBe(optional.includes(key));
    expect(accepts(schema, { ...sample, [key]: Symbol('wrong type') }), `${key} of a wrong type`).toBe(false);
  }
}
