import { instantAtLocal, localDateTime, type AppSettingsResponse } from '@taxi/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const settingsOf = async (app: TestApp) => {
  const res = await app.injectAs('admin', { method: 'GET', url: '/api/AppSettings/GetAppSettings' });
  expect(res.statusCode).toBe(200);
  return res.json<AppSettingsResponse>();
};

/** Trips starting one minute before and exactly at local midnight of today in `zone`. */
async function tripsAroundMidnight(app: TestApp, zone: string) {
  const today = localDateTime(new Date(), zone);
  const midnight = instantAtLocal(today.year, today.month, today.day, 0, zone);
  const type = await app.db
    .insertInto('trip_types')
    .values({ type_name: `Clock ${zone}`, description: 'x', number_of_passengers: 4, system_percentage: 20, base_fare: 100, per_km_fare: 100, per_minute_fare: 10, cancellation_surcharge: 0, night_surcharge: 0, peak_time_surcharge: 0, last_modified_date: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const trip = (start: Date) => ({ trip_type_id: type.id, customer_id: null, driver_id: null, vehicle_id: null, status: 5, payment_method: 'Cash' as const, start_time: start, end_time: start, vehicle_snapshot: JSON.stringify({}) });
  await app.db.insertInto('trips').values([trip(new Date(midnight.getTime() - 60_000)), trip(midnight)]).execute();
}

const tripsToday = async (app: TestApp) => (await app.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' })).json<{ tripsToday: number }>().tripsToday;

describe(`the operator's time zone on the wire on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('GetAppSettings and UpdateAppSettings answer the zone the windows are read in (default Asia/Famagusta)', async () => {
    t = await buildTestApp();
    const current = await settingsOf(t);
    expect(current.operatorTimeZone).toBe('Asia/Famagusta');
    const { operatorTimeZone: _zone, ...body } = current;
    const saved = await t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: { ...body, nightTimeFrom: '21:00' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nightTimeFrom: '21:00', operatorTimeZone: 'Asia/Famagusta' });
  });

  it('answers the configured zone; a zone in the body is not a setting and is ignored', async () => {
    t = await buildTestApp({ operatorTimeZone: 'Asia/Tokyo' });
    const { operatorTimeZone, ...body } = await settingsOf(t);
    expect(operatorTimeZone).toBe('Asia/Tokyo');
    const saved = await t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: { ...body, operatorTimeZone: 'Europe/Istanbul' } });
    expect(saved.json<AppSettingsResponse>().operatorTimeZone).toBe('Asia/Tokyo');
  });

  it.each(['Asia/Famagusta', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('counts trips today from midnight on the operator clock (%s)', async (zone) => {
    t = await buildTestApp({ operatorTimeZone: zone });
    await tripsAroundMidnight(t, zone);
    expect(await tripsToday(t)).toBe(1);
  });
});
