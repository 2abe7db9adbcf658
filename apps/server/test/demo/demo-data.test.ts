import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed-demo';
import { DEMO_NOW, DEMO_PASSWORD_HASH, type SeededDemo, demoTargets, openSeeded } from './demo-databases';

const DAY_MS = 86_400_000;

/** What the demo holds (issue 2 item 6): counts, every state, consistent verification, trips, presence. */
describe.each(demoTargets())('demo data on $kind', (target) => {
  let demo: SeededDemo;
  const query = async <T>(statement: ReturnType<typeof sql<T>>) => (await statement.execute(demo.database.db)).rows;
  const distinct = async (statement: ReturnType<typeof sql<{ value: unknown }>>) => new Set((await query(statement)).map((row) => row.value));

  beforeAll(async () => {
    demo = await openSeeded(target);
  });
  afterAll(async () => {
    await demo?.database.close();
  });

  it('has the promised counts', async () => {
    const roles = await query<{ role: string; count: number }>(sql`SELECT role, count(*)::int AS count FROM users GROUP BY role`);
    expect(Object.fromEntries(roles.map((row) => [row.role, row.count]))).toEqual({ Customer: 300, Driver: 80, Admin: 3 });
    const [counts] = await query<{ trip_types: number; history: number; active: number; settings: number; peaks: number }>(sql`
      SELECT (SELECT count(*)::int FROM trip_types) AS trip_types,
             (SELECT count(*)::int FROM trips WHERE status IN (5, 6, 7)) AS history,
             (SELECT count(*)::int FROM trips WHERE status IN (1, 2, 3)) AS active,
             (SELECT count(*)::int FROM app_settings) AS settings,
             (SELECT count(*)::int FROM peak_times) AS peaks`);
    expect(counts).toEqual({ trip_types: 4, history: 5000, active: 6, settings: 1, peaks: 2 });
    expect(demo.summary).toMatchObject({ users: 383, tripTypes: 4, trips: 5006 });
  });

  it('has every verification, document, trip and payout state', async () => {
    expect(await distinct(sql`SELECT DISTINCT verification_status AS value FROM users WHERE role = 'Driver'`)).toEqual(new Set([0, 1, 2]));
    expect(await distinct(sql`SELECT DISTINCT verification_status AS value FROM users WHERE role = 'Customer'`)).toEqual(new Set([0, 1, 2]));
    expect(await distinct(sql`SELECT DISTINCT verification_status AS value FROM vehicles`)).toEqual(new Set([0, 1, 2]));
    expect(await distinct(sql`SELECT DISTINCT document_status AS value FROM documents WHERE user_id IS NOT NULL`)).toEqual(new Set([0, 1, 2]));
    expect(await distinct(sql`SELECT DISTINCT document_status AS value FROM documents WHERE vehicle_id IS NOT NULL`)).toEqual(new Set([0, 1, 2]));
    expect(await distinct(sql`SELECT DISTINCT status AS value FROM trips`)).toEqual(new Set([1, 2, 3, 5, 6, 7]));
    expect(await distinct(sql`SELECT DISTINCT trip_type_id AS value FROM vehicles`)).toHaveProperty('size', 4);
    const ready = await query(sql`
      SELECT u.id FROM users u WHERE u.role = 'Driver' AND u.verification_status = 0
        AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.user_id = u.id AND d.document_status <> 1)`);
    expect(ready.length).toBeGreaterThan(0);
  });

  it('[24.5] has the audit history of its own decisions: each as the services write it, by an admin, in time order', async () => {
    const missing = await query<{ kind: string; count: number }>(sql`
      SELECT 'payout decision' AS kind, count(*)::int AS count FROM bank_transfers t
        WHERE t.status <> 0 AND NOT EXISTS (SELECT 1 FROM audit_entries a JOIN users u ON u.id = a.actor_id AND u.role = 'Admin'
          WHERE a.entity_type = 'BankTransfer' AND a.entity_id = t.id::text AND a.action = 'status' AND (a.after->>'status')::int = t.status
            AND (a.before->>'status')::int = 0 AND a.created_at = t.last_modified_date)
      UNION ALL
      SELECT 'payout request', count(*)::int FROM bank_transfers t
        WHERE NOT EXISTS (SELECT 1 FROM audit_entries a WHERE a.entity_type = 'BankTransfer' AND a.entity_id = t.id::text AND a.action = 'request'
          AND a.actor_id = t.user_id AND a.actor_email = (SELECT email FROM users WHERE id = t.user_id) AND (a.after->>'amount')::bigint = t.amount)
      UNION ALL
      SELECT 'user decision', count(*)::int FROM users u
        WHERE u.role IN ('Customer', 'Driver') AND u.verification_status <> 0 AND NOT EXISTS (SELECT 1 FROM audit_entries a
          WHERE a.entity_type = 'User' AND a.entity_id = u.id::text AND a.action = 'verification' AND (a.after->>'verificationStatus')::int = u.verification_status
            AND a.created_at > u.registration_date AND a.created_at < ${DEMO_NOW})
      UNION ALL
      SELECT 'vehicle decision', count(*)::int FROM vehicles v
        WHERE v.verification_status <> 0 AND NOT EXISTS (SELECT 1 FROM audit_entries a
          WHERE a.entity_type = 'Vehicle' AND a.entity_id = v.id::text AND a.action = 'verification' AND (a.after->>'verificationStatus')::int = v.verification_status)`);
    expect(Object.fromEntries(missing.map((row) => [row.kind, row.count]))).toEqual({ 'payout decision': 0, 'payout request': 0, 'user decision': 0, 'vehicle decision': 0 });
    const [order] = await query<{ unordered: number; total: number }>(sql`
      SELECT count(*) FILTER (WHERE created_at < previous)::int AS unordered, count(*)::int AS total
      FROM (SELECT created_at, lag(created_at) OVER (ORDER BY id) AS previous FROM audit_entries) entries`);
    expect(order).toEqual({ unordered: 0, total: demo.summary.auditEntries });
    expect(demo.summary.auditEntries).toBeGreaterThan(500);
  });

  it('keeps verification consistent with the documents', async () => {
    for (const owner of ['users', 'vehicles'] as const) {
      const column = owner === 'users' ? 'user_id' : 'vehicle_id';
      const wrong = await query(sql`
        SELECT o.id FROM ${sql.table(owner)} o WHERE
          (o.verification_status = 1 AND (o.verified_until IS NULL OR o.verified_until <= ${DEMO_NOW} OR EXISTS (
            SELECT 1 FROM documents d WHERE d.${sql.ref(column)} = o.id AND d.document_status <> 1)))
          OR (o.verification_status = 2 AND (o.rejection_reason IS NULL OR o.verified_until IS NOT NULL))
          OR (o.verification_status = 0 AND (o.rejection_reason IS NOT NULL OR o.verified_until IS NOT NULL))`);
      expect(wrong, owner).toEqual([]);
    }
    const incomplete = await query(sql`
      SELECT u.id FROM users u WHERE u.role = 'Driver' AND (SELECT count(DISTINCT document_type) FROM documents d WHERE d.user_id = u.id) <> 3
      UNION ALL
      SELECT v.id FROM vehicles v WHERE (SELECT count(DISTINCT document_type) FROM documents d WHERE d.vehicle_id = v.id) <> 3`);
    expect(incomplete).toEqual([]);
    const unexplained = await query(sql`SELECT id FROM documents WHERE (document_status = 2) <> (rejection_reason IS NOT NULL)`);
    expect(unexplained).toEqual([]);
  });

  it('gives every demo account the one password hash, and some users no photo', async () => {
    const [users] = await query<{ other_hash: number; without_photo: number; confirmed: number; unconfirmed: number }>(sql`
      SELECT count(*) FILTER (WHERE password_hash <> ${DEMO_PASSWORD_HASH})::int AS other_hash,
             count(*) FILTER (WHERE photo_url IS NULL)::int AS without_photo,
             count(*) FILTER (WHERE email_confirmed)::int AS confirmed,
             count(*) FILTER (WHERE NOT email_confirmed)::int AS unconfirmed
      FROM users`);
    expect(users?.other_hash).toBe(0);
    expect(users?.without_photo).toBeGreaterThan(0);
    expect(users?.unconfirmed).toBeGreaterThan(0);
    expect(users?.confirmed).toBeGreaterThan(users?.unconfirmed ?? 0);
  });

  it('runs trips in the last 90 days with 2–4 places, the vehicle snapshot and no driver on two trips at once', async () => {
    const wrongTimes = await query(sql`
      SELECT id FROM trips WHERE start_time < ${new Date(DEMO_NOW.getTime() - 90 * DAY_MS)} OR start_time >= ${DEMO_NOW}
        OR (status IN (1, 2, 3)) <> (end_time IS NULL)
        OR (status = 5 AND end_time <> start_time + make_interval(secs => duration_seconds))
        OR (status = 5 AND (distance_meters < 400 OR duration_seconds < 180))`);
    expect(wrongTimes).toEqual([]);
    const wrongPlaces = await query(sql`
      SELECT t.id FROM trips t LEFT JOIN trip_places p ON p.trip_id = t.id GROUP BY t.id
      HAVING count(p.id) NOT BETWEEN 2 AND 4 OR max(p.place_order) <> count(p.id) - 1`);
    expect(wrongPlaces).toEqual([]);
    const wrongSnapshots = await query(sql`
      SELECT t.id FROM trips t JOIN vehicles v ON v.id = t.vehicle_id
      WHERE t.vehicle_snapshot->>'vehiclePlate' <> v.plate OR (t.vehicle_snapshot->>'vehicleId')::int <> v.id
         OR t.trip_type_id <> v.trip_type_id OR v.user_id <> t.driver_id OR v.verification_status <> 1`);
    expect(wrongSnapshots).toEqual([]);
    const overlapping = await query(sql`
      SELECT a.id FROM trips a JOIN trips b ON a.driver_id = b.driver_id AND a.id < b.id
        AND b.start_time < coalesce(a.end_time, 'infinity') AND a.start_time < coalesce(b.end_time, 'infinity')`);
    expect(overlapping).toEqual([]);
    const [inNorthernCyprus] = await query<{ outside: number }>(sql`
      SELECT count(*)::int AS outside FROM trip_places WHERE latitude NOT BETWEEN 35.0 AND 35.75 OR longitude NOT BETWEEN 32.7 AND 34.65`);
    expect(inNorthernCyprus?.outside).toBe(0);
  });

  it('shows about twenty approved drivers online now, those on a trip among them', async () => {
    const online = await query<{ driver_id: number }>(sql`
      SELECT p.driver_id FROM driver_presence p JOIN users u ON u.id = p.driver_id
      WHERE p.online AND p.updated_at = ${DEMO_NOW} AND u.verification_status = 1 AND p.latitude IS NOT NULL`);
    expect(online).toHaveLength(20);
    const activeOffline = await query(sql`
      SELECT t.id FROM trips t WHERE t.status IN (1, 2, 3)
        AND NOT EXISTS (SELECT 1 FROM driver_presence p WHERE p.driver_id = t.driver_id AND p.online)`);
    expect(activeOffline).toEqual([]);
  });

  it('refuses to seed a database that already has demo data', async () => {
    await expect(seedDemo(demo.database.db, { now: DEMO_NOW, passwordHash: DEMO_PASSWORD_HASH })).rejects.toThrow(/without customers/);
  });
});
