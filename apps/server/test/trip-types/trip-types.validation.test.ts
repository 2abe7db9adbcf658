import type { TripType, TripTypeBody } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { tripTypeBody } from './trip-type-body';

let t: TestApp;
let existing: TripType;
beforeAll(async () => {
  t = await buildTestApp();
  existing = (await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ typeName: 'Existing' }) })).json();
});
afterAll(() => t.close());

type Field = keyof TripTypeBody;
const FIELDS: Field[] = ['typeName', 'description', 'numberOfPassengers', 'systemPercentage', 'baseFare', 'perKmFare', 'perMinuteFare', 'cancellationSurcharge', 'nightSurcharge', 'peakTimeSurcharge'];
const FARES: Field[] = ['baseFare', 'perKmFare', 'perMinuteFare'];
const PERCENTS: Field[] = ['systemPercentage', 'cancellationSurcharge', 'nightSurcharge', 'peakTimeSurcharge'];

const bad: [Field, unknown][] = [
  ...FIELDS.map((field): [Field, unknown] => [field, undefined]),
  ...FIELDS.map((field): [Field, unknown] => [field, null]),
  ['typeName', ''],
  ['typeName', '   '],
  ['typeName', 'x'.repeat(101)],
  ['description', ''],
  ['numberOfPassengers', 0],
  ['numberOfPassengers', 21],
  ['numberOfPassengers', 2.5],
  ['numberOfPassengers', '4'],
  ...FARES.flatMap((field): [Field, unknown][] => [[field, -1], [field, 12.5], [field, '100'], [field, 'abc']]),
  ...PERCENTS.flatMap((field): [Field, unknown][] => [[field, -0.1], [field, 100.5], [field, '10'], [field, 12.345], [field, 0.001]]),
];

const snapshot = async () => ({
  rows: await t.db.selectFrom('trip_types').selectAll().orderBy('id').execute(),
  audit: await t.db.selectFrom('audit_entries').select('id').execute(),
});

describe('trip type bodies are checked field by field (400 naming the field, nothing written)', () => {
  it.each(bad)('create refuses %s = %j', async (field, value) => {
    const before = await snapshot();
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(res.json().message).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it.each(bad)('update refuses %s = %j', async (field, value) => {
    const before = await snapshot();
    const res = await t.injectAs('admin', { method: 'PUT', url: `/api/TripType/UpdateTripType/${existing.tripTypeId}`, payload: tripTypeBody({ [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await snapshot()).toEqual(before);
  });

  it('uses readable messages', async () => {
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ baseFare: -5, systemPercentage: 101, numberOfPassengers: 0 }) });
    expect(res.json().errors).toEqual({
      baseFare: ['Base fare cannot be negative'],
      systemPercentage: ['System percentage must be between 0 and 100'],
      numberOfPassengers: ['Number of passengers must be between 1 and 20'],
    });
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: [] as unknown as object });
    expect(res.statusCode).toBe(400);
  });

  it('accepts the edges: 0 and 100 percent, 0 kuruş, 1 and 20 passengers', async () => {
    const low = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ numberOfPassengers: 1, systemPercentage: 0, baseFare: 0, perKmFare: 0, perMinuteFare: 0, cancellationSurcharge: 0, nightSurcharge: 0, peakTimeSurcharge: 0 }) });
    expect(low.statusCode).toBe(201);
    const high = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ numberOfPassengers: 20, systemPercentage: 100, cancellationSurcharge: 100, nightSurcharge: 100, peakTimeSurcharge: 100 }) });
    expect(high.statusCode).toBe(201);
  });

  it('takes percentages with two decimals and says so when there are more (issue 7, defect 15)', async () => {
    const ok = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ systemPercentage: 1.14, nightSurcharge: 99.99, peakTimeSurcharge: 0.01 }) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ systemPercentage: 1.14, nightSurcharge: 99.99, peakTimeSurcharge: 0.01 });
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ nightSurcharge: 12.345 }) });
    expect(res.json().errors).toEqual({ nightSurcharge: ['Night surcharge may have at most 2 decimals'] });
  });
});
