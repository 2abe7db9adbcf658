import { TRIP_TYPE_OPTIONS_PATH, type TripType } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { tripTypeBody } from './trip-type-body';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = (payload: unknown) => t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: payload as object });
const update = (id: number, payload: unknown) => t.injectAs('admin', { method: 'PUT', url: `/api/TripType/UpdateTripType/${id}`, payload: payload as object });
const created = async (overrides = {}) => (await create(tripTypeBody(overrides))).json<TripType>();
const tripTypeCount = async () => Number((await t.db.selectFrom('trip_types').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const auditOf = (id: number) => t.db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'TripType').where('entity_id', '=', String(id)).orderBy('id').execute();

describe(`trip types API (SPEC.md §7) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates a trip type with 201, the server setting lastModifiedDate, and audits it', async () => {
    const body = tripTypeBody({ lastModifiedDate: '2001-01-01T00:00:00Z', tripTypeId: 999 });
    const before = Date.now();
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const tripType = res.json<TripType>();
    const { lastModifiedDate: _ignored, tripTypeId: _id, ...sent } = body as typeof body & { lastModifiedDate: string; tripTypeId: number };
    expect(tripType).toMatchObject(sent);
    expect(tripType.tripTypeId).not.toBe(999);
    expect(Date.parse(tripType.lastModifiedDate)).toBeGreaterThanOrEqual(before - 1000);
    const audit = await auditOf(tripType.tripTypeId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_id: t.users.admin.id, actor_email: t.users.admin.email, before: null, after: tripType });
  });

  it('trims the name and description', async () => {
    const tripType = await created({ typeName: '  Van XL  ', description: ' Seven seats ' });
    expect(tripType).toMatchObject({ typeName: 'Van XL', description: 'Seven seats' });
  });

  it('lists every trip type and reads one by id; an unknown id is 404', async () => {
    const tripType = await created();
    const list = await t.injectAs('admin', { method: 'GET', url: '/api/TripType/GetTripTypes' });
    expect(list.statusCode).toBe(200);
    expect(list.json<TripType[]>()).toContainEqual(tripType);
    const one = await t.injectAs('admin', { method: 'GET', url: `/api/TripType/GetTripType/${tripType.tripTypeId}` });
    expect(one.json()).toEqual(tripType);
    const missing = await t.injectAs('admin', { method: 'GET', url: '/api/TripType/GetTripType/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Trip type not found', code: 'not_found' });
    const bad = await t.injectAs('admin', { method: 'GET', url: '/api/TripType/GetTripType/abc' });
    expect(bad.statusCode).toBe(400);
  });

  it(`serves the option list of the vehicles filter at ${TRIP_TYPE_OPTIONS_PATH}, by name`, async () => {
    const zebra = await created({ typeName: 'Zz Last' });
    const alpha = await created({ typeName: 'Aa First' });
    const res = await t.injectAs('admin', { method: 'GET', url: TRIP_TYPE_OPTIONS_PATH });
    expect(res.statusCode).toBe(200);
    const options = res.json<{ tripTypeId: number; typeName: string }[]>();
    expect(options[0]).toEqual({ tripTypeId: alpha.tripTypeId, typeName: 'Aa First' });
    expect(options.at(-1)).toEqual({ tripTypeId: zebra.tripTypeId, typeName: 'Zz Last' });
    expect(Object.keys(options[0]!)).toEqual(['tripTypeId', 'typeName']);
  });

  it('updates every field, moves lastModifiedDate forward and audits before and after', async () => {
    const original = await created();
    const body = tripTypeBody({ numberOfPassengers: 6, baseFare: 0, perKmFare: 1, nightSurcharge: 100, peakTimeSurcharge: 0 });
    const res = await update(original.tripTypeId, body);
    expect(res.statusCode).toBe(200);
    const updated = res.json<TripType>();
    expect(updated).toMatchObject({ ...body, tripTypeId: original.tripTypeId });
    expect(Date.parse(updated.lastModifiedDate)).toBeGreaterThanOrEqual(Date.parse(original.lastModifiedDate));
    const reread = await t.injectAs('admin', { method: 'GET', url: `/api/TripType/GetTripType/${original.tripTypeId}` });
    expect(reread.json()).toEqual(updated);
    const audit = await auditOf(original.tripTypeId);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_id: t.users.admin.id, before: original, after: updated });
  });

  it('keeps a trip type its own name (also in another case) on update', async () => {
    const original = await created({ typeName: 'Economy Plus' });
    const res = await update(original.tripTypeId, tripTypeBody({ typeName: 'ECONOMY PLUS' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().typeName).toBe('ECONOMY PLUS');
  });

  it('answers an update of an unknown id with 404 and writes nothing', async () => {
    const count = await tripTypeCount();
    const res = await update(987654, tripTypeBody());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Trip type not found', code: 'not_found' }); // a survivor of mutation testing: the status alone let the message go
    expect(await tripTypeCount()).toBe(count);
  });

  it('refuses a duplicate name, whatever its case, with 409 and a clear message', async () => {
    await created({ typeName: 'Luxury' });
    const count = await tripTypeCount();
    const res = await create(tripTypeBody({ typeName: ' luxury ' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A trip type named "luxury" already exists', code: 'trip_type.duplicate_name', params: { name: 'luxury' } });
    expect(await tripTypeCount()).toBe(count);
  });

  it('refuses renaming onto another trip type with 409 and leaves it unchanged', async () => {
    await created({ typeName: 'Taken Name' });
    const other = await created();
    const res = await update(other.tripTypeId, tripTypeBody({ typeName: 'TAKEN NAME' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A trip type named "TAKEN NAME" already exists');
    const reread = await t.injectAs('admin', { method: 'GET', url: `/api/TripType/GetTripType/${other.tripTypeId}` });
    expect(reread.json()).toEqual(other);
    expect(await auditOf(other.tripTypeId)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous creates of a name win; the other gets 409', async () => {
    const [a, b] = await Promise.all([create(tripTypeBody({ typeName: 'Race' })), create(tripTypeBody({ typeName: 'RACE' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const named = await t.db.selectFrom('trip_types').select('id').where('type_name', 'in', ['Race', 'RACE']).execute();
    expect(named).toHaveLength(1);
  });

  it('lets only admins in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/TripType/GetTripTypes' })).statusCode).toBe(401);
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/TripType/GetTripTypes' })).statusCode).toBe(403);
    expect((await t.injectAs('customer', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody() })).statusCode).toBe(403);
  });
});
