import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@taxi/contract';
import { setupErrorHandling } from '../../src/plugins/error-handling';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { jsonSchemaOf } from './support/request-arbitraries';
import type { JsonSchema } from './support/json-schema-arbitraries';
import { callerOf, fillPath, guardedRoutes } from './support/route-expectations';
import { hashTables } from './support/table-hash';

/** NUL, another C0 control, DEL and a lone surrogate: PostgreSQL stores none of them in text (22021, 22P05). */
const CONTROLS = { NUL: 'a\u0000b', ESC: 'a\u001bb', DEL: 'a\u007fb', 'lone surrogate': 'a\ud800b' };

const isString = (schema: JsonSchema): boolean => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')) || !!schema.anyOf?.some(isString);
/** Free-text fields say why (the `text()` message); formatted ones (dates, HH:MM) only need to name the field. */
const stringFields = (schema: JsonSchema | null) =>
  Object.entries(schema?.properties ?? {})
    .filter(([, field]) => isString(field) && !field.enum)
    .map(([name, field]) => ({ name, message: JSON.stringify(field).includes('\\u0000') ? CONTROL_CHARACTERS_MESSAGE : null }));

/** Issue 7, defect 4: a control character in any string field is a 400 naming the field, never a 500. */
describe('control characters in request strings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses a NUL in the Login username: 400 naming username (no token needed)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { username: [CONTROL_CHARACTERS_MESSAGE] } });
  });

  it('refuses them in every string field of every route body and query, naming the field, changing nothing', async () => {
    const before = await hashTables(t.db);
    const wrong: string[] = [];
    let sent = 0;
    for (const route of guardedRoutes(t.app)) {
      const caller = callerOf(route.guard);
      const headers = caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {};
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
      for (const { name: field, message } of stringFields(jsonSchemaOf(schema.body))) {
        for (const [label, value] of Object.entries(CONTROLS)) {
          const response = await t.app.inject({ method: route.method as 'POST', url: fillPath(route.url), headers, payload: { [field]: value } });
          sent += 1;
          const errors = response.statusCode === 400 ? (response.json<{ errors?: Record<string, string[]> }>().errors ?? {}) : {};
          if (!errors[field] || (message && !errors[field].includes(message))) wrong.push(`${route.key} body.${field} with ${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
      for (const { name: field } of stringFields(jsonSchemaOf(schema.querystring))) {
        for (const [label, value] of Object.entries(CONTROLS)) {
          const encoded = Buffer.from(value).toString('hex').replace(/../g, '%$&');
          const response = await t.app.inject({ method: route.method as 'GET', url: `${fillPath(route.url)}?${field}=${encoded}`, headers });
          sent += 1;
          const errors = response.statusCode === 400 ? (response.json<{ errors?: Record<string, string[]> }>().errors ?? {}) : {};
          // a lone surrogate cannot travel in UTF-8: the URL decodes it to U+FFFD, which is text
          if (label !== 'lone surrogate' && !errors[field]) wrong.push(`${route.key} query ${field} with ${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          if (response.statusCode >= 500) wrong.push(`${route.key} query ${field} with ${label}: ${response.statusCode}`);
        }
      }
    }
    console.log(`control characters: ${sent} requests`);
    expect(sent).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
    expect(await hashTables(t.db)).toBe(before);
  });
});

/** The last line behind the contract: PostgreSQL's data exceptions (class 22) are the client's 400, not a 500. */
describe('database data exceptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['22021 character_not_in_repertoire', sql`SELECT convert_from('\\x610062'::bytea, 'UTF8')`],
    ['22012 division_by_zero', sql`SELECT 1 / (SELECT 0)`],
    ['22007 invalid_datetime_format', sql`SELECT 'not a date'::date`],
    ['22008 datetime_field_overflow', sql`SELECT '2026-02-30'::date`],
    ['22001 string_data_right_truncation', sql`DO $$ DECLARE v varchar(2); BEGIN v := 'xxxx'; END $$`],
  ])('%s is a 400 {message}', async (_label, statement) => {
    const app = Fastify({ logger: false });
    setupErrorHandling(app);
    app.get('/probe', async () => (await statement.execute(t.db)).rows);
    try {
      const response = await app.inject({ method: 'GET', url: '/probe' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request contains a value that is not allowed', code: 'value_not_allowed' });
    } finally {
      await app.close();
    }
  });
});
