-- A trip list filtered by one user (issue 21 item 15, docs/performance-lists.md). The list reads
-- the user's trips as a UNION ALL of their trips as customer and as driver (trips.repository.ts);
-- with the list order's tie-breaker in each index, each branch comes out already in the list's
-- order (start time, then id, newest first), so a page is a merge of two index range scans that
-- stops after the page, and the capped count is two index-only range scans.
DROP INDEX trips_customer_idx;
CREATE INDEX trips_customer_idx ON trips (customer_id, start_time DESC, id DESC);
DROP INDEX trips_driver_idx;
CREATE INDEX trips_driver_idx ON trips (driver_id, start_time DESC, id DESC);
