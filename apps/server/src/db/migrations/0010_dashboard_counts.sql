-- The dashboard's stored counts, kept by the database itself (issue 23 item 4, docs/performance-lists.md).
-- Counting users, vehicles and payouts on every GetSummary took 73 ms at 200,000 users. Instead,
-- every statement that inserts or deletes users, vehicles or bank_transfers adds the net change
-- of the counts as one row of dashboard_count_changes, in the same transaction (a statement-level
-- trigger over the statement's transition table), as does every update of a counted column (a
-- row-level trigger), and GetSummary adds the rows up. So the counts are exact in any snapshot,
-- on every instance, whoever made the change (API, seed, psql), with no lock shared between
-- writers: each change is a row of its own. GetSummary folds the rows into one now and then
-- (dashboard.repository.ts). tripsToday stays a count over
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
-- (Pending, In Progress) payouts with their amount. One name for the three tables.
--
-- A user who becomes deleted takes their pending vehicles out of the count (the user deletion
-- removes them first, so this is normally none). A vehicle inserted for a user while another
-- transaction marks that user deleted would still be counted: no route inserts vehicles.
CREATE FUNCTION dashboard_counts_of(u users, sign integer) RETURNS dashboard_count_changes
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

CREATE FUNCTION dashboard_counts_of(v vehicles, sign integer) RETURNS dashboard_count_changes
LANGUAGE sql STABLE AS $$
  SELECT NULL::bigint, 0, 0, 0, 0, 0, sign, 0, 0::bigint
  WHERE v.verification_status = 0
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id AND u.deleted_at IS NOT NULL)
$$;

CREATE FUNCTION dashboard_counts_of(t bank_transfers, sign integer) RETURNS dashboard_count_changes
LANGUAGE sql STABLE AS $$
  SELECT NULL::bigint, 0, 0, 0, 0, 0, 0, sign, sign * t.amount
  WHERE t.status IN (0, 1)
$$;

-- Adds the net of `changes` as one row, or nothing when they cancel out (or are none).
CREATE FUNCTION dashboard_record(changes dashboard_count_changes[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_count_changes (drivers, customers, admins, pending_drivers, pending_customers, pending_vehicles, pending_payouts, pending_payouts_amount)
  SELECT sum(c.drivers), sum(c.customers), sum(c.admins), sum(c.pending_drivers), sum(c.pending_customers),
         sum(c.pending_vehicles), sum(c.pending_payouts), sum(c.pending_payouts_amount)
  FROM unnest(changes) c
  WHERE c.drivers IS NOT NULL
  HAVING count(*) > 0
     AND ROW(sum(c.drivers), sum(c.customers), sum(c.admins), sum(c.pending_drivers), sum(c.pending_customers),
             sum(c.pending_vehicles), sum(c.pending_payouts), sum(c.pending_payouts_amount)) <> ROW(0, 0, 0, 0, 0, 0, 0, 0)
$$;

-- One trigger function for the three counted tables. Inserts and deletes: once per statement
-- over its transition table (a bulk load adds one row); a transition table's rows are records
-- without a type, so the statement names the table's (TG_TABLE_NAME) and runs through EXECUTE.
-- Updates: per row, and only when a counted column changed (the WHEN of the trigger, checked
-- without calling anything), so a balance or a name costs nothing; OLD and NEW carry their
-- table's type, which picks the dashboard_counts_of above.
CREATE FUNCTION dashboard_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_record(ARRAY[dashboard_counts_of(OLD, -1), dashboard_counts_of(NEW, 1)]);
  ELSE
    EXECUTE format('SELECT dashboard_record(ARRAY(SELECT dashboard_counts_of(ROW(r.*)::%I, %s) FROM %I r))',
                   TG_TABLE_NAME,
                   CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END,
                   CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END);
  END IF;
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
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER users_dashboard_update AFTER UPDATE OF role, verification_status, deleted_at ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.verification_status IS DISTINCT FROM NEW.verification_status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER users_dashboard_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER users_dashboard_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_after_truncate();

CREATE TRIGGER vehicles_dashboard_insert AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER vehicles_dashboard_update AFTER UPDATE OF user_id, verification_status ON vehicles
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.verification_status IS DISTINCT FROM NEW.verification_status) EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER vehicles_dashboard_delete AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER vehicles_dashboard_truncate AFTER TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_after_truncate();

CREATE TRIGGER bank_transfers_dashboard_insert AFTER INSERT ON bank_transfers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER bank_transfers_dashboard_update AFTER UPDATE OF status, amount ON bank_transfers
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount IS DISTINCT FROM NEW.amount) EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER bank_transfers_dashboard_delete AFTER DELETE ON bank_transfers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rows_changed();
CREATE TRIGGER bank_transfers_dashboard_truncate AFTER TRUNCATE ON bank_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_after_truncate();

-- The triggers hold their tables' write lock until this migration commits: no change slips
-- between them and this first count.
SELECT dashboard_recount();
