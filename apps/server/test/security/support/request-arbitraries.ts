import fc from 'fast-check';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { controlCharacter, nastyString, objectFor, valueFor, wrongValue, type JsonSchema } from './json-schema-arbitraries';
import { fillPath, type GuardedRoute } from './route-expectations';
import { VALID_BODIES } from './valid-examples';

/** The route's zod schema of one request part as JSON Schema (input side), or null when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Percent-encodes any string; one with a lone surrogate goes as the bytes Buffer makes of it. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return Buffer.from(value).toString('hex').replace(/../g, '%$&');
  }
};

const badId = fc.oneof(
  fc.constantFrom('0', '-1', '0x1', '1e3', '%201', '1%20', '+1', '1.0', '01', '99999999999999999999', '9007199254740993', 'abc', '%00', '%ED%A0%80', '%E0%A4%A', '%', 'NaN', 'Infinity', 'null', '__proto__', '%2e%2e%2f'),
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  nastyString.map((value) => encode(value.slice(0, 200))),
);

const rawQueryValue = fc.oneof(
  nastyString.map((value) => encode(value.slice(0, 5_000))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '', 'a%00b'),
);

function queryFor(schema: JsonSchema | null): fc.Arbitrary<string> {
  const names = Object.keys(schema?.properties ?? {});
  const known = schema ? objectFor(schema) : fc.constant({});
  const pairs = known.map((value) =>
    Object.entries(value).flatMap(([name, item]) =>
      (Array.isArray(item) ? item : [item]).map((one) => `${encode(name)}=${encode(typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))}`),
    ),
  );
  const raw = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names, '__proto__', 'constructor', 'x'), fc.string({ maxLength: 10 }).map(encode)), rawQueryValue), { maxLength: 3 });
  return fc.tuple(pairs, raw, fc.boolean()).map(([encoded, extra, withRaw]) => [...encoded, ...(withRaw ? extra.map(([name, value]) => `${name}=${value}`) : [])].join('&'));
}

const malformedJson = fc.oneof(
  fc.constantFrom('{', '{"a":1,}', '[1,2', "{'a':1}", 'NaN', '{"a":NaN}', '{"a":Infinity}', '\u0000', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '"\\ud800"', '{"a":"\\u0000"}', ''),
  fc.string(),
);
const wrongContentType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonx', 'image/png');

type Payload = { contentType?: string; payload?: string };

/** One thing broken in a valid body: a field replaced, removed, or given a control character, or a key added. */
function brokenExample(example: () => Record<string, unknown>, schema: JsonSchema | null): fc.Arbitrary<Record<string, unknown>> {
  const valid = example();
  const keys = Object.keys(valid);
  const strings = keys.filter((key) => typeof valid[key] === 'string');
  const withKey = (key: string, value: unknown) => {
    const body = example();
    Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    return body;
  };
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.constantFrom(...keys).chain((key) => valueFor(schema?.properties?.[key] ?? {}).map((value) => withKey(key, value))),
    fc.constantFrom(...keys).map((key) => {
      const body = example();
      delete body[key];
      return body;
    }),
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'isAdmin'), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => withKey(key, value)),
    fc.constant(null).map(() => example()),
  ];
  if (strings.length) {
    options.push(
      fc.tuple(fc.constantFrom(...strings), controlCharacter, fc.nat()).map(([key, control, at]) => {
        const text = String(valid[key]);
        const index = at % (text.length + 1);
        return withKey(key, `${text.slice(0, index)}${control}${text.slice(index)}`);
      }),
    );
  }
  return fc.oneof(...options);
}

function bodyFor(schema: JsonSchema | null, example: (() => Record<string, unknown>) | undefined): fc.Arbitrary<Payload> {
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
  return fc.oneof(
    ...(example ? [{ arbitrary: brokenExample(example, schema).map(json), weight: 8 }] : []),
    { arbitrary: (schema ? objectFor(schema) : fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }))).map(json), weight: 8 },
    { arbitrary: wrongValue.map(json), weight: 1 },
    { arbitrary: malformedJson.map((payload) => ({ contentType: 'application/json', payload })), weight: 1 },
    { arbitrary: fc.tuple(wrongContentType, fc.string()).map(([contentType, payload]) => ({ contentType, payload })), weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** A different address each time, so the per-address limits do not turn every case into a 429. */
  remoteAddress: string;
  contentType?: string;
  payload?: string;
}

/** Bad requests for one route, derived from its contract schemas (body, querystring, params). */
export function requestsFor(route: GuardedRoute): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const params = fc.array(fc.oneof({ arbitrary: badId, weight: 4 }, { arbitrary: fc.constant('1'), weight: 1 }), { minLength: 3, maxLength: 3 });
  const example = VALID_BODIES[route.key] ?? VALID_BODIES[route.key.replace(/\/$/, '')];
  const body = hasBody ? bodyFor(jsonSchemaOf(schema.body), example) : fc.constant<Payload>({});
  return fc.tuple(params, queryFor(jsonSchemaOf(schema.querystring)), body, fc.ipV4()).map(([ids, query, payload, remoteAddress]) => {
    let index = 0;
    const path = fillPath(route.url, () => ids[index++ % ids.length]!);
    return { method: route.method, url: query ? `${path}?${query}` : path, remoteAddress, ...payload };
  });
}

/** The request as `app.inject` takes it. */
export function toInject(request: FuzzRequest, authorization: string | undefined): InjectOptions {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (request.contentType) headers['content-type'] = request.contentType;
  return { method: request.method as 'GET', url: request.url, headers, remoteAddress: request.remoteAddress, ...(request.payload !== undefined ? { payload: request.payload } : {}) };
}
