import fc from 'fast-check';

/** The part of a JSON Schema (as zod's `toJSONSchema` writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

/** Any UTF-16 code unit: lone surrogates and control characters included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
export const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\ud800', '\udfff', '\u0000'),
);

/** Strings that have broken servers: numbers in disguise, control characters, unicode, huge. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    'NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1e3', ' 1', '1 ', '01', '1.5', '-1', '9007199254740993',
    '99999999999999999999', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype',
    "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '../../etc/passwd', '%00', '%ED%A0%80',
    '\u202eevil', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 👩‍👩‍👧', 'İıŞşĞğ', 'ß', '\ufeff', '\u00a0', '',  ' ', '\t', '\r\n',
  ),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: codeUnit }),
  fc.tuple(fc.string(), controlCharacter, fc.string()).map((parts) => parts.join('')),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
);

/** A value of the wrong kind for almost any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Values near the schema's edges: in range, just outside, and of the right type but unusual. */
function nearValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum), fc.constantFrom(...schema.enum).map((value) => (typeof value === 'string' ? value.toLowerCase() : value)));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) options.push(nearValid(variant, depth));
  for (const type of typesOf(schema)) {
    if (type === 'string') {
      const max = Math.min(schema.maxLength ?? 50, 2_000);
      options.push(fc.string({ minLength: Math.max(0, (schema.minLength ?? 0) - 1), maxLength: max + 2 }), fc.string({ unit: codeUnit, maxLength: max + 2 }));
    } else if (type === 'integer' || type === 'number') {
      const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, -1e12);
      const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e6, 1e12);
      options.push(
        fc.constantFrom(min, max, min - 1, max + 1, min - 0.5, max + 0.001, 0, -0),
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.double({ min, max, noNaN: true }),
        fc.double(), // NaN and ±Infinity become null in JSON
      );
    } else if (type === 'boolean') {
      options.push(fc.boolean());
    } else if (type === 'null') {
      options.push(fc.constant(null));
    } else if (type === 'array' && depth < 3) {
      options.push(fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: (schema.maxItems ?? 4) + 2 }));
    } else if (type === 'object' && depth < 3) {
      options.push(objectFor(schema, depth + 1));
    }
  }
  return options.length ? fc.oneof(...options) : wrongValue;
}

/** A value for a field of `schema`: mostly near valid, often of the wrong kind or nasty. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: nearValid(schema, depth), weight: 4 }, { arbitrary: wrongValue, weight: 2 }, { arbitrary: nastyString, weight: 1 });
}

const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'isAdmin', 'extra'), fc.string({ maxLength: 20 }));

/**
 * An object for `schema`: each known field present or missing, with a value from `valueFor`,
 * plus extra keys (`__proto__` and `constructor` kept as own keys, so JSON.stringify sends them).
 */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth)])),
    { requiredKeys: [] },
  );
  const extras = fc.array(fc.tuple(extraKey, fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 });
  return fc.tuple(known, extras, fc.boolean()).map(([fields, extra, withExtras]) => {
    const value: Record<string, unknown> = { ...fields };
    if (withExtras) for (const [key, item] of extra) Object.defineProperty(value, key, { value: item, enumerable: true, writable: true, configurable: true });
    return value;
  });
}
