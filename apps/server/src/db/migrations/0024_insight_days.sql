-- A per-day rollup of the quarter-hour slots (0022_insight_slots.sql) for the operator's time zone
-- (docs/insight.md), so that the finance report's weeks and months and the 30-day chart read a few
-- hundred rows instead of every slot of the range (12 months: ~35,000 slots, 365 days).
--
-- insight_days holds, per day on the clock of insight_days_zone.zone, the sums of the FOLDED slot
-- rows whose slot starts that day. The change rows the triggers add stay in the slots until the
-- fold, and the fold moves them into the days in the same statement that marks them folded. So, in
-- every snapshot, a whole day's figure is exactly its rollup row plus its slots' unfolded rows:
--
--     day's sum of all slot rows = insight_days row + unfolded slot rows of that day
--
-- The rollup is never stale and the triggers, so every writer (API, simulator, the demo's COPY),
-- pay nothing for it. Readers (insight.repository.ts) use it only when its zone is the one they ask
-- for, and read the slots otherwise (no rollup yet, or another zone).
--
-- Locks: a fold takes the zone row FOR SHARE (folds do not wait for each other); a change of zone
-- and a recount take it FOR UPDATE, so they never interleave with a fold's move into the days.

CREATE TABLE insight_days_zone (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  -- the IANA zone the days are of; NULL: no rollup (set by insight_use_zone at start-up and by the job)
  zone     text
);
INSERT INTO insight_days_zone (only_row, zone) VALUES (true, NULL);

CREATE TABLE insight_days (
  day             date PRIMARY KEY,
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

-- The days from scratch: the folded slots summed by the day (on the zone's clock) they start in.
CREATE FUNCTION insight_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM insight_days;
  INSERT INTO insight_days (day, trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled,
                            fees_cash, fees_card, card_credits, cash_commission, payouts, payouts_amount)
  SELECT (s.slot AT TIME ZONE z.zone)::date, sum(s.trips_started), sum(s.completed_cash), sum(s.completed_card),
         sum(s.gross_cash), sum(s.gross_card), sum(s.cancelled), sum(s.fees_cash), sum(s.fees_card),
         sum(s.card_credits), sum(s.cash_commission), sum(s.payouts), sum(s.payouts_amount)
  FROM insight_slots s, insight_days_zone z
  WHERE s.folded AND z.zone IS NOT NULL
  GROUP BY 1;
$$;

-- Keeps the days for `new_zone` (an unknown zone is an error before anything changes); rebuilds
-- them only when the zone changes, so every start and every fold can call it.
CREATE FUNCTION insight_use_zone(new_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE new_zone;
  UPDATE insight_days_zone SET zone = new_zone WHERE zone IS DISTINCT FROM new_zone;
  IF FOUND THEN
    PERFORM insight_days_rebuild();
  END IF;
END
$$;

-- 0022's fold, which now also adds the change rows it folds to their days, in the same statement:
-- a reader sees either the change rows or the days that hold them, never both, never neither.
DROP FUNCTION insight_fold();
CREATE FUNCTION insight_fold() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day_zone text;
BEGIN
  SELECT zone INTO day_zone FROM insight_days_zone FOR SHARE;
  WITH touched AS (SELECT DISTINCT slot FROM insight_slots WHERE NOT folded),
  gone AS (DELETE FROM insight_slots s USING touched WHERE s.slot = touched.slot RETURNING s.*),
  kept AS (
    INSERT INTO insight_slots (slot, folded, trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled,
                               fees_cash, fees_card, card_credits, cash_commission, payouts, payouts_amount)
    SELECT slot, true, sum(trips_started), sum(completed_cash), sum(completed_card), sum(gross_cash), sum(gross_card),
           sum(cancelled), sum(fees_cash), sum(fees_card), sum(card_credits), sum(cash_commission), sum(payouts), sum(payouts_amount)
    FROM gone
    GROUP BY slot
  )
  INSERT INTO insight_days AS d (day, trips_started, completed_cash, completed_card, gross_cash, gross_card, cancelled,
                                 fees_cash, fees_card, card_credits, cash_commission, payouts, payouts_amount)
  SELECT (slot AT TIME ZONE day_zone)::date, sum(trips_started), sum(completed_cash), sum(completed_card), sum(gross_cash),
         sum(gross_card), sum(cancelled), sum(fees_cash), sum(fees_card), sum(card_credits), sum(cash_commission),
         sum(payouts), sum(payouts_amount)
  FROM gone
  WHERE NOT folded AND day_zone IS NOT NULL
  GROUP BY 1
  ON CONFLICT (day) DO UPDATE SET
    trips_started = d.trips_started + excluded.trips_started, completed_cash = d.completed_cash + excluded.completed_cash,
    completed_card = d.completed_card + excluded.completed_card, gross_cash = d.gross_cash + excluded.gross_cash,
    gross_card = d.gross_card + excluded.gross_card, cancelled = d.cancelled + excluded.cancelled,
    fees_cash = d.fees_cash + excluded.fees_cash, fees_card = d.fees_card + excluded.fees_card,
    card_credits = d.card_credits + excluded.card_credits, cash_commission = d.cash_commission + excluded.cash_commission,
    payouts = d.payouts + excluded.payouts, payouts_amount = d.payouts_amount + excluded.payouts_amount;
END
$$;

-- 0022's recount, which now also rebuilds the days (after a TRUNCATE, and by hand after surgery).
CREATE OR REPLACE FUNCTION insight_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM insight_days_zone FOR UPDATE;
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
  PERFORM insight_days_rebuild();
END
$$;
