-- The dashboard's stored counts, kept by the database itself (issue 23 item 4, docs/dashboard.md).
-- Counting users, vehicles and payouts on every GetSummary took 73 ms at 200,000 users. Instead,
-- every statement that inserts, updates or deletes users, vehicles or bank_transfers adds the net
-- change of the counts as one row of dashboard_count_changes, in the same transaction (a
-- statement-level trigger over the statement's transition tables), and GetSummary adds the rows
-- up. So the counts are exact in any snapshot, on every instance, whoever made the change (API,
-- seed, psql), with no lock shared between writers: each change is a row of its own. GetSummary
-- folds the rows into one now and then (dashboard.repository.ts). tripsToday stays a count over
-- trips_start_time_idx (one day of trips), and connectedDrivers comes from the live positions.

CREATE TABLE dashboard_count_changes (
  id                     bigserial PRIMARY KEY,
  drivers                integer NOT NULL DEFAULT 0,
  customers              integer NOT NULL DEFAULT 0,
  admins                 integer NOT NULL DEFAULT 0,
  pending_drivers        integer NOT NULL DEFAULT 0,
  pending_customers      integer NOT NULL DEFAULT 0,
  pending_vehicles       integer NOT NULL DEFAULT 0,
  pending_payouts        integer NOT NULL DEFAULT 0,
  pending_payouts_amount bigint  NOT NULL DEFAULT 0
);

-- What one row adds to the counts (sign 1) or takes away (sign -1); no row when it counts for
-- nothing. Each is the row's share of the exact count (dashboard-exact-counts.ts): users by role
-- and pending ones, deleted users left out; pending vehicles whose owner is not deleted; open
-- (Pending, In Progress) payouts with their amount.
--
-- A user who becomes deleted takes their pending vehicles out of the count (the user deletion
-- removes them first, so this is normally none). A vehicle inserted for a user while another
-- transaction marks that user deleted would still be counted: no route inserts vehicles.
CREATE FUNCTION dashboard_counts_of_user(u users, sign integer) RETURNS dashboard_count_changes
LANGUAGE sql STABLE AS $$
  SELECT NULL::bigint,
         sign * (u.role = 'Driver')::int,
         sign * (u.role = 'Customer')::int,
         sign * (u.role = 'Admin')::int,
         sign * (u.role = 'Driver' AND u.verification_status = 0)::int,
         sign * (u.role = 'Customer' AND u.verification_status = 0)::int,
         sign * (SELECT count(*) FROM vehicles v WHERE v.user_id = u.id AND v.verification_status = 0)::int,
         0, 0::bigint
  WHERE u.deleted_at IS NULL
$$;

CREATE FUNCTION dashboard_counts_of_vehicle(v vehicles, sign integer) RETURNS dashboard_count_changes
LANGUAGE sql STABLE AS $$
  SELECT NULL::bigint, 0, 0, 0, 0, 0, sign, 0, 0::bigint
  WHERE v.verification_status = 0
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id AND u.deleted_at IS NOT NULL)
$$;

CREATE FUNCTION dashboard_counts_of_bank_transfer(t bank_transfers, sign integer) RETURNS dashboard_count_changes
LANGUAGE sql STABLE AS $$
  SELECT NULL::bigint, 0, 0, 0, 0, 0, 0, sign, sign * t.amount
  WHERE t.status IN (0, 1)
$$;

-- The trigger of every counted table: TG_ARGV[0] names the table's dashboard_counts_of_… function.
-- Rows the statement added count with sign 1, rows it removed with -1 (an update is both); a
-- statement that changes no count (a balance, a name, a status that stays pending) adds nothing.
-- The SQL is built per call because an INSERT trigger has no old_rows and a DELETE no new_rows.
CREATE FUNCTION dashboard_record_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none text := format('(SELECT * FROM %I.%I WHERE false)', TG_TABLE_SCHEMA, TG_TABLE_NAME);
BEGIN
  EXECUTE format($q$
    INSERT INTO dashboard_count_changes (drivers, customers, admins, pending_drivers, pending_customers, pending_vehicles, pending_payouts, pending_payouts_amount)
    SELECT sum(c.drivers), sum(c.customers), sum(c.admins), sum(c.pending_drivers), sum(c.pending_customers),
           sum(c.pending_vehicles), sum(c.pending_payouts), sum(c.pending_payouts_amount)
    FROM (
      SELECT c.* FROM %2$s r, LATERAL %1$I(r, 1) c
      UNION ALL
      SELECT c.* FROM %3$s r, LATERAL %1$I(r, -1) c
    ) c
    HAVING count(c.drivers) > 0
       AND ROW(sum(c.drivers), sum(c.customers), sum(c.admins), sum(c.pending_drivers), sum(c.pending_customers),
               sum(c.pending_vehicles), sum(c.pending_payouts), sum(c.pending_payouts_amount)) <> ROW(0, 0, 0, 0, 0, 0, 0, 0)
    $q$,
    TG_ARGV[0],
    CASE WHEN TG_OP = 'DELETE' THEN none ELSE 'new_rows' END,
    CASE WHEN TG_OP = 'INSERT' THEN none ELSE 'old_rows' END);
  RETURN NULL;
END
$$;

-- The counts from scratch: every change row replaced by one exact row. Run below for the rows
-- already there, after a TRUNCATE of a counted table (which fires no row triggers), and by hand
-- (SELECT dashboard_recount()) after surgery the triggers cannot follow, e.g. disabling them.
CREATE FUNCTION dashboard_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM dashboard_count_changes;
  INSERT INTO dashboard_count_changes (drivers, customers, admins, pending_drivers, pending_customers, pending_vehicles, pending_payouts, pending_payouts_amount)
  SELECT
    (SELECT count(*) FROM users WHERE role = 'Driver' AND deleted_at IS NULL),
    (SELECT count(*) FROM users WHERE role = 'Customer' AND deleted_at IS NULL),
    (SELECT count(*) FROM users WHERE role = 'Admin' AND deleted_at IS NULL),
    (SELECT count(*) FROM users WHERE role = 'Driver' AND verification_status = 0 AND deleted_at IS NULL),
    (SELECT count(*) FROM users WHERE role = 'Customer' AND verification_status = 0 AND deleted_at IS NULL),
    (SELECT count(*) FROM vehicles v WHERE v.verification_status = 0
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id AND u.deleted_at IS NOT NULL)),
    (SELECT count(*) FROM bank_transfers WHERE status IN (0, 1)),
    (SELECT coalesce(sum(amount), 0) FROM bank_transfers WHERE status IN (0, 1));
$$;

CREATE FUNCTION dashboard_recount_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_recount();
  RETURN NULL;
END
$$;

CREATE TRIGGER users_dashboard_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_user');
CREATE TRIGGER users_dashboard_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_user');
CREATE TRIGGER users_dashboard_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_user');
CREATE TRIGGER users_dashboard_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_after_truncate();

CREATE TRIGGER vehicles_dashboard_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_vehicle');
CREATE TRIGGER vehicles_dashboard_update AFTER UPDATE ON vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_vehicle');
CREATE TRIGGER vehicles_dashboard_delete AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_vehicle');
CREATE TRIGGER vehicles_dashboard_truncate AFTER TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_after_truncate();

CREATE TRIGGER bank_transfers_dashboard_insert AFTER INSERT ON bank_transfers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_bank_transfer');
CREATE TRIGGER bank_transfers_dashboard_update AFTER UPDATE ON bank_transfers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_bank_transfer');
CREATE TRIGGER bank_transfers_dashboard_delete AFTER DELETE ON bank_transfers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_record_count_changes('dashboard_counts_of_bank_transfer');
CREATE TRIGGER bank_transfers_dashboard_truncate AFTER TRUNCATE ON bank_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_after_truncate();

-- The triggers hold their tables' write lock until this migration commits: no change slips
-- between them and this first count.
SELECT dashboard_recount();
