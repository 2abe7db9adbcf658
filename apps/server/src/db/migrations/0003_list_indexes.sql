-- Lists at scale (issue 14, docs/performance-lists.md): checked with EXPLAIN (ANALYZE, BUFFERS) on
-- 1,000,000 trips.
--
-- Foreign keys without an index that leads with their column: deleting a vehicle, a trip type or
-- a user (audit actor) would scan the whole referencing table.
CREATE INDEX trips_vehicle_idx ON trips (vehicle_id);
CREATE INDEX trips_trip_type_idx ON trips (trip_type_id);
CREATE INDEX audit_entries_actor_idx ON audit_entries (actor_id) WHERE actor_id IS NOT NULL;

-- A filtered list is ordered by (time DESC, id DESC): with the id in the index, the filter's index
-- gives the rows already in the list's order (no sort of every match before the LIMIT), and the
-- capped count is an index-only scan.
DROP INDEX trips_status_start_idx;
CREATE INDEX trips_status_start_idx ON trips (status, start_time DESC, id DESC);
DROP INDEX payments_status_idx;
CREATE INDEX payments_status_idx ON payments (status, date_created DESC, id DESC);
DROP INDEX payments_method_idx;
CREATE INDEX payments_method_idx ON payments (method, date_created DESC, id DESC);
DROP INDEX payments_user_idx;
CREATE INDEX payments_user_idx ON payments (user_id, date_created DESC, id DESC);
DROP INDEX bank_transfers_status_idx;
CREATE INDEX bank_transfers_status_idx ON bank_transfers (status, date_created DESC, id DESC);
DROP INDEX bank_transfers_user_idx;
CREATE INDEX bank_transfers_user_idx ON bank_transfers (user_id, date_created DESC, id DESC);

-- The few deleted users, for the vehicles list's "owner not deleted" test (vehicles.repository.ts):
-- the list and its count read the vehicles table alone instead of joining every user.
CREATE INDEX users_deleted_idx ON users (id) WHERE deleted_at IS NOT NULL;
