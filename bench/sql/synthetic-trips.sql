-- A million synthetic trips for `bench:lists` when a scale-200 seed is out of reach (issue 21
-- item 15, docs/performance-lists.md): run on a database with the everyday demo (`npm run seed`).
-- 180,000 customers and 20,000 drivers take ~1,000,000 trips over the demo's 90 days (about 5 per
-- customer, 50 per driver, so some customers have none and some one); one driver drives 6,000 of
-- them and one customer rides 400. Deterministic (setseed). Then VACUUM (ANALYZE) as the seed does.
SELECT setseed(0.21);
INSERT INTO users (email, password_hash, role, first_name, last_name, registration_date)
SELECT 'synthetic-' || g || '@bench.taxi', 'x', CASE WHEN g <= 180000 THEN 'Customer' ELSE 'Driver' END,
       'Synthetic', 'User ' || g, timestamptz '2026-01-01'
FROM generate_series(1, 200000) g;
CREATE TEMP TABLE synthetic AS
SELECT min(id) FILTER (WHERE role = 'Customer') AS first_customer, min(id) FILTER (WHERE role = 'Driver') AS first_driver
FROM users WHERE email LIKE 'synthetic-%';
INSERT INTO users (email, password_hash, role, first_name, last_name) VALUES
  ('heavy-driver@bench.taxi', 'x', 'Driver', 'Heavy', 'Driver'),
  ('regular-customer@bench.taxi', 'x', 'Customer', 'Regular', 'Customer');
INSERT INTO trips (customer_id, driver_id, trip_type_id, status, payment_method, start_time, end_time, distance_meters, duration_seconds, fare)
SELECT s.first_customer + floor(random() * 180000)::int,
       s.first_driver + floor(random() * 20000)::int,
       (SELECT min(id) FROM trip_types),
       (ARRAY[5, 5, 5, 5, 5, 5, 5, 5, 6, 7])[1 + floor(random() * 10)::int],
       CASE WHEN random() < 0.5 THEN 'Cash' ELSE 'Card' END,
       t.start_time, t.start_time + interval '15 minutes', 5000, 900, 2000
FROM synthetic s, generate_series(1, 994000) g,
     LATERAL (SELECT timestamptz '2026-11-24 12:00Z' - random() * interval '90 days' + g * interval '0 s' AS start_time) t;
INSERT INTO trips (customer_id, driver_id, trip_type_id, status, payment_method, start_time, end_time, distance_meters, duration_seconds, fare)
SELECT s.first_customer + floor(random() * 180000)::int, (SELECT id FROM users WHERE email = 'heavy-driver@bench.taxi'),
       (SELECT min(id) FROM trip_types), 5, 'Cash', t.start_time, t.start_time + interval '15 minutes', 5000, 900, 2000
FROM synthetic s, generate_series(1, 6000) g,
     LATERAL (SELECT timestamptz '2026-11-24 12:00Z' - random() * interval '90 days' + g * interval '0 s' AS start_time) t;
UPDATE trips SET customer_id = (SELECT id FROM users WHERE email = 'regular-customer@bench.taxi')
WHERE id IN (SELECT id FROM trips WHERE driver_id IS NOT NULL ORDER BY id DESC LIMIT 400 OFFSET 10000);
