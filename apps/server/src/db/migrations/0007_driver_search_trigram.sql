-- The vehicles list's owner search (vehicles.repository.ts) tests the users search on drivers. With
-- the trigram indexes of 0005 over all users, a common name found every customer of that name too
-- (3,774 users for 'Arslan' at scale 200) and the bitmap heap scan visited ~3,050 blocks to keep
-- the 435 drivers (11 ms). The same indexes restricted to drivers find only them (357 blocks,
-- 3.6 ms); the users list's driver search uses them as well. Drivers are a tenth of the users.
CREATE INDEX users_driver_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops) WHERE role = 'Driver';
CREATE INDEX users_driver_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops) WHERE role = 'Driver';
CREATE INDEX users_driver_phone_trgm_idx ON users USING gin (lower(phone_number) gin_trgm_ops) WHERE role = 'Driver';
CREATE INDEX users_driver_phone_digits_trgm_idx ON users USING gin (regexp_replace(phone_number, '[^0-9]', '', 'g') gin_trgm_ops) WHERE role = 'Driver';
