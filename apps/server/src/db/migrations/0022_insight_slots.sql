-- The figures behind the dashboard's charts and the finance report (issue 27, docs/insight.md),
-- kept by the database itself in quarter-hour slots of UTC time, so that any day, week or month on
-- the operator's clock (any IANA zone: every offset in use is a multiple of 15 minutes, and a
-- summer-time change moves a day's edge by whole slots) is a range of slots. At 1M trips a 30-day
-- chart sums ~2,900 slot rows instead of ~330,000 trips.
--
-- As in 0010_dashboard_counts.sql, each statement that writes trips or ledger_entries adds its net
-- change as rows here in the same transaction (statement-level triggers over the transition table
-- for inserts and deletes, row-level ones for updates of a counted column): exact in every
-- snapshot, whoever made the change, with no lock shared between writers. The job runner folds the
-- change rows of each slot into one row now and then (insight_fold(), modules/insight).
--
-- What a trip adds, in the slot of its start_time: one trip started; a completed trip (5) its
-- fare as gross, by payment method; a cancelled one (6, 7) one cancellation and its fare as the
-- cancellation fee, by method. What a ledger row adds: a card credit (CardTripCredit, the driver's
-- share of a card fare or fee) and a cash commission (CashTripCommission, the company's share of a
-- cash fare, negated to a positive amount) in the slot of its trip's start_time; a payout
-- (Payout) in the slot of its created_at (when the payout was completed). Adjustments count for
-- nothing. Driver earnings and commission follow from these (insight.repository.ts).

CREATE TABLE insight_slots (
  id              bigserial PRIMARY KEY,
  slot            timestamptz NOT NULL,
  folded          boolean NOT NULL DEFAULT false,
  trips_started   integer NOT NULL DEFAULT 0,
  completed_cash  integer NOT NULL DEFAULT 0,
  completed_card  integer NOT NULL DEFAULT 0,
  gross_cash      bigint  NOT NULL DEFAULT 0,
  gross_card      bigint  NOT NULL DEFAULT 0,
  cancelled       integer NOT NULL DEFAULT 0,
  fees_cash       bigint  NOT NULL DEFAULT 0,
  fees_card       bigint  NOT NULL DEFAULT 0,
  card_credits    bigint  NOT NULL DEFAULT 0,
  cash_commission bigint  NOT NULL DEFAULT 0,
  payouts         integer NOT NULL DEFAULT 0,
  payouts_amount  bigint  NOT NULL DEFAULT 0
);
CREATE INDEX insight_slots_slot_idx ON insight_slots (slot);
CREATE INDEX insight_slots_unfolded_idx ON insight_slots (slot) WHERE NOT folded;

-- The quarter hour of UTC time an instant falls in.
CREATE FUNCTION insight_slot(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$ SELECT to_timestamp(floor(extract(epoch FROM at) / 900) * 900) $$;

-- What one trip adds (sign 1) or takes away (sign -1).
CREATE FUNCTION insight_of(t trips, sign integer) RETURNS insight_slots
LANGUAGE sql IMMUTABLE AS $$
  SELECT NULL::bigint, insight_slot(t.start_time), false,
         sign,
         sign * (t.status = 5 AND t.payment_method = 'Cash')::int,
         sign * (t.status = 5 AND t.payment_method = 'Card')::int,
         sign * CASE WHEN t.status = 5 AND t.payment_method = 'Cash' THEN t.fare ELSE 0 END,
         sign * CASE WHEN t.status = 5 AND t.payment_method = 'Card' THEN t.fare ELSE 0 END,
         sign * (t.status IN (6, 7))::int,
         sign * CASE WHEN t.status IN (6, 7) AND t.payment_method = 'Cash' THEN t.fare ELSE 0 END,
         sign * CASE WHEN t.status IN (6, 7) AND t.payment_method = 'Card' THEN t.fare ELSE 0 END,
         0::bigint, 0::bigint, 0, 0::bigint
$$;

-- What one ledger row adds or takes away; no row for an adjustment (or a trip row without its trip).
CREATE FUNCTION insight_of(e ledger_entries, sign integer) RETURNS insight_slots
LANGUAGE sql STABLE AS $$
  SELECT NULL::bigint,
         insight_slot(CASE WHEN e.kind = 'Payout' THEN e.created_at ELSE (SELECT t.start_time FROM trips t WHERE t.id = e.trip_id) END),
         false, 0, 0, 0, 0::bigint, 0::bigint, 0, 0::bigint, 0::bigint,
         sign * CASE WHEN e.kind = 'CardTripCredit' THEN e.amount ELSE 0 END,
         sign * CASE WHEN e.kind = 'CashTripCommission' THEN -e.amount ELSE 0 END,
         sign * (e.kind = 'Payout')::int,
         sign * CASE WHEN e.kind = 'Payout' THEN -e.amount ELSE 0 END
  WHERE e.kind = 'Payout' OR (e.kind IN ('CardTripCredit', 'CashTripCommission') AND e.trip_id IS NOT NULL)
$$;

-- Adds the net of `changes` as one row per slot, leaving out slots where they cancel out.
CREATE FUNCTION insight_record(changes insight_slots[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_slots (slot, trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled,
                             fees_cash, fees_card, card_credits, cash_commission, payouts, payouts_amount)
  SELECT c.slot, sum(c.trips_started), sum(c.completed_cash), sum(c.completed_card), sum(c.gross_cash), sum(c.gross_card),
         sum(c.cancelled), sum(c.fees_cash), sum(c.fees_card), sum(c.card_credits), sum(c.cash_commission),
         sum(c.payouts), sum(c.payouts_amount)
  FROM unnest(changes) c
  WHERE c.slot IS NOT NULL
  GROUP BY c.slot
  HAVING ROW(sum(c.trips_started), sum(c.completed_cash), sum(c.completed_card), sum(c.gross_cash), sum(c.gross_card),
             sum(c.cancelled), sum(c.fees_cash), sum(c.fees_card), sum(c.card_credits), sum(c.cash_commission),
             sum(c.payouts), sum(c.payouts_amount)) <> ROW(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
$$;

CREATE FUNCTION insight_trips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM insight_record(ARRAY[insight_of(OLD, -1), insight_of(NEW, 1)]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM insight_record(ARRAY(SELECT insight_of(ROW(r.*)::trips, 1) FROM new_rows r));
  ELSE
    PERFORM insight_record(ARRAY(SELECT insight_of(ROW(r.*)::trips, -1) FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION insight_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM insight_record(ARRAY[insight_of(OLD, -1), insight_of(NEW, 1)]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM insight_record(ARRAY(SELECT insight_of(ROW(r.*)::ledger_entries, 1) FROM new_rows r));
  ELSE
    PERFORM insight_record(ARRAY(SELECT insight_of(ROW(r.*)::ledger_entries, -1) FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;

-- The slots from scratch: every row replaced by one exact, folded row per slot. Run below, after a
-- TRUNCATE of trips or ledger_entries, and by hand after surgery the triggers cannot follow (a
-- trip's start_time moved after its ledger rows were written, triggers disabled).
CREATE FUNCTION insight_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM insight_slots;
  INSERT INTO insight_slots (slot, folded, trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled,
                             fees_cash, fees_card, card_credits, cash_commission, payouts, payouts_amount)
  SELECT (c).slot, true, sum((c).trips_started), sum((c).completed_cash), sum((c).completed_card), sum((c).gross_cash),
         sum((c).gross_card), sum((c).cancelled), sum((c).fees_cash), sum((c).fees_card), sum((c).card_credits),
         sum((c).cash_commission), sum((c).payouts), sum((c).payouts_amount)
  FROM (SELECT insight_of(t, 1) AS c FROM trips t
        UNION ALL SELECT insight_of(e, 1) FROM ledger_entries e) x
  WHERE (c).slot IS NOT NULL
  GROUP BY (c).slot;
$$;

-- Folds the change rows of every slot that has any into one row, in one statement: a reader sees
-- either the rows or their sum; rows committed meanwhile wait for the next fold.
CREATE FUNCTION insight_fold() RETURNS void LANGUAGE sql AS $$
  WITH touched AS (SELECT DISTINCT slot FROM insight_slots WHERE NOT folded),
  gone AS (DELETE FROM insight_slots s USING touched WHERE s.slot = touched.slot RETURNING s.*)
  INSERT INTO insight_slots (slot, folded, trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled,
                             fees_cash, fees_card, card_credits, cash_commission, payouts, payouts_amount)
  SELECT slot, true, sum(trips_started), sum(completed_cash), sum(completed_card), sum(gross_cash), sum(gross_card),
         sum(cancelled), sum(fees_cash), sum(fees_card), sum(card_credits), sum(cash_commission), sum(payouts), sum(payouts_amount)
  FROM gone
  GROUP BY slot;
$$;

CREATE FUNCTION insight_recount_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_recount();
  RETURN NULL;
END
$$;

CREATE TRIGGER trips_insight_insert AFTER INSERT ON trips REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_trips_changed();
CREATE TRIGGER trips_insight_update AFTER UPDATE OF status, fare, start_time, payment_method ON trips
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.fare IS DISTINCT FROM NEW.fare
                     OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.payment_method IS DISTINCT FROM NEW.payment_method)
  EXECUTE FUNCTION insight_trips_changed();
CREATE TRIGGER trips_insight_delete AFTER DELETE ON trips REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_trips_changed();
CREATE TRIGGER trips_insight_truncate AFTER TRUNCATE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION insight_recount_after_truncate();

CREATE TRIGGER ledger_insight_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_ledger_changed();
CREATE TRIGGER ledger_insight_update AFTER UPDATE OF amount, kind, trip_id, created_at ON ledger_entries
  FOR EACH ROW WHEN (OLD.amount IS DISTINCT FROM NEW.amount OR OLD.kind IS DISTINCT FROM NEW.kind
                     OR OLD.trip_id IS DISTINCT FROM NEW.trip_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION insight_ledger_changed();
CREATE TRIGGER ledger_insight_delete AFTER DELETE ON ledger_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_ledger_changed();
CREATE TRIGGER ledger_insight_truncate AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION insight_recount_after_truncate();

-- Online drivers over the day: driver_presence keeps only each driver's latest state, so the job
-- runner samples the connected drivers' count every few minutes (modules/insight/online-sample.job.ts).
CREATE TABLE online_driver_samples (
  sampled_at timestamptz PRIMARY KEY,
  online     integer NOT NULL CHECK (online >= 0)
);

-- The triggers hold their tables' write lock until this migration commits: nothing slips between
-- them and this first count.
SELECT insight_recount();
