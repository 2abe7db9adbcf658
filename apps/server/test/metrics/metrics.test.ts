import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Histogram, labelText } from '../../src/modules/metrics/prometheus';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const METRICS_TOKEN = 'metrics-test-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reader of the text format: `# HELP`/`# TYPE` before a family's samples, every sample
 * of a declared family (histograms: `_bucket`, `_sum`, `_count`), labels and values well formed.
 */
function parse(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.trimEnd().split('\n')) {
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram'], line).toContain(meta[3]);
        expect(types.has(meta[2]!), `${meta[2]} declared twice`).toBe(false);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, line).not.toBeNull();
    const [, name, , labelList] = sample!;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (labelList ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    const value = sample![4] === '+Inf' ? Infinity : Number(sample![4]);
    expect(Number.isNaN(value), line).toBe(false);
    const family = types.has(name!) ? name! : name!.replace(/_(bucket|sum|count)$/, '');
    expect(types.has(family), `${name} has no # TYPE line before it`).toBe(true);
    if (family !== name) expect(types.get(family)).toBe('histogram');
    samples.push({ name: name!, labels, value });
  }
  return { types, samples };
}

/** Each histogram series: buckets ascending by `le`, counts never decreasing, `+Inf` equal to `_count`. */
function expectCumulative(samples: Sample[], family: string) {
  const series = new Map<string, Sample[]>();
  for (const s of samples.filter((s) => s.name === `${family}_bucket`)) {
    const { le: _le, ...rest } = s.labels;
    const key = labelText(rest);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  expect(series.size).toBeGreaterThan(0);
  for (const [key, buckets] of series) {
    const bounds = buckets.map((b) => (b.labels.le === '+Inf' ? Infinity : Number(b.labels.le)));
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(bounds.at(-1)).toBe(Infinity);
    buckets.forEach((bucket, i) => i && expect(bucket.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value));
    const count = samples.find((s) => s.name === `${family}_count` && labelText(s.labels) === key);
    expect(count?.value).toBe(buckets.at(-1)!.value);
  }
}

describe('Histogram', () => {
  it('counts cumulatively, with +Inf, sum and count; label values escaped', () => {
    const histogram = new Histogram('h_seconds', 'help', [0.1, 1]);
    for (const value of [0.05, 0.1, 0.5, 2]) histogram.observe({ route: 'a"b\\c' }, value);
    expect(histogram.render()).toBe(
      [
        '# HELP h_seconds help',
        '# TYPE h_seconds histogram',
        'h_seconds_bucket{route="a\\"b\\\\c",le="0.1"} 2',
        'h_seconds_bucket{route="a\\"b\\\\c",le="1"} 3',
        'h_seconds_bucket{route="a\\"b\\\\c",le="+Inf"} 4',
        'h_seconds_sum{route="a\\"b\\\\c"} 2.65',
        'h_seconds_count{route="a\\"b\\\\c"} 4',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: METRICS_TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is refused without the token, with a wrong one, and with an admin token (401)', async () => {
    const adminToken = await t.tokenFor('admin');
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, `Bearer ${adminToken}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(Object.keys(res.json())).toEqual(['message', 'code']);
      expect(res.json().code).toBe('auth.token_invalid');
    }
  });

  it('answers the Prometheus text format: request histograms per route pattern, the gauges, the counters', async () => {
    await t.injectAs('admin', { method: 'GET', url: '/api/trips/GetTrips', query: { PageNumber: '1', PageSize: '10' } });
    await t.injectAs('admin', { method: 'GET', url: '/api/trips/GetTrip/999999' });
    await t.app.inject({ method: 'GET', url: '/api/Dashboard/GetSummary' });
    const res = await scrape(`bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { types, samples } = parse(res.body);
    expect(Object.fromEntries(types)).toMatchObject({
      http_request_duration_seconds: 'histogram',
      taxi_driver_position_reports_total: 'counter',
      taxi_driver_reports_dropped_total: 'counter',
      taxi_connected_drivers: 'gauge',
      taxi_live_admin_clients: 'gauge',
      taxi_db_pool_connections: 'gauge',
      taxi_db_pool_waiting: 'gauge',
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
    });
    expectCumulative(samples, 'http_request_duration_seconds');
    const counted = (route: string, status: string) =>
      samples.find((s) => s.name === 'http_request_duration_seconds_count' && s.labels.route === route && s.labels.status === status)?.value;
    expect(counted('/api/trips/GetTrips', '2xx')).toBe(1);
    expect(counted('/api/Dashboard/GetSummary', '4xx')).toBe(1);
    // The route pattern, never the URL with its id.
    expect(samples.some((s) => s.labels.route?.includes('999999'))).toBe(false);
    expect(samples.find((s) => s.name === 'taxi_db_pool_connections' && s.labels.state === 'total')?.value).toBeGreaterThanOrEqual(1);
    expect(samples.find((s) => s.name === 'process_resident_memory_bytes')?.value).toBeGreaterThan(0);
  });

  it('counts accepted position reports and connected drivers', async () => {
    const tripType = await t.db.insertInto('trip_types').values({ type_name: 'Standard', description: 'd', number_of_passengers: 4, system_percentage: 20, base_fare: 5000, per_km_fare: 2000, per_minute_fare: 300, cancellation_surcharge: 50, night_surcharge: 20, peak_time_surcharge: 10 }).returning('id').executeTakeFirstOrThrow();
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await t.db.updateTable('users').set({ verification_status: 1, verified_until: nextYear }).where('id', '=', t.users.driver.id).execute();
    await t.db.insertInto('vehicles').values({ user_id: t.users.driver.id, trip_type_id: tripType.id, brand: 'Toyota', model: 'Corolla', year: 2021, color: 'White', plate: 'MET 101', number_of_seats: 4, image_url: null, verification_status: 1, verified_until: nextYear }).execute();
    const value = async (name: string) => parse((await scrape(`Bearer ${METRICS_TOKEN}`)).body).samples.find((s) => s.name === name)?.value;
    const before = await value('taxi_driver_position_reports_total');
    for (let i = 0; i < 3; i++) {
      const res = await t.injectAs('driver', { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.18, longitude: 33.38 } });
      expect(res.statusCode).toBe(200);
    }
    expect((await value('taxi_driver_position_reports_total'))! - before!).toBe(3);
    expect(await value('taxi_connected_drivers')).toBe(1);
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: null });
  });
  afterAll(() => t.close());

  it('there is no /metrics (404), whatever the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(404);
  });
});
