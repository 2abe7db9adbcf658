-- The dispatch desk (issue 26 items 2-5, docs/dispatch.md): a dispatcher books a trip for a
-- caller; the server offers it to one driver at a time (nearest free first) until one accepts.

-- The dispatch settings: how long a driver has to answer an offer, how many offers a booking
-- makes before it is reported as "no driver", and how long before its pick-up a scheduled
-- booking is dispatched.
ALTER TABLE app_settings
  ADD COLUMN dispatch_offer_seconds integer NOT NULL DEFAULT 20 CHECK (dispatch_offer_seconds BETWEEN 5 AND 120),
  ADD COLUMN dispatch_max_tries integer NOT NULL DEFAULT 5 CHECK (dispatch_max_tries BETWEEN 1 AND 20),
  ADD COLUMN dispatch_lead_minutes integer NOT NULL DEFAULT 15 CHECK (dispatch_lead_minutes BETWEEN 1 AND 120);

-- A trip booked by a dispatcher: one row per trip (the trip's own row keeps the customer, the
-- places, the driver and the status). `dispatch_state` is where the search for a driver stands
-- while the trip is Searching: scheduled (waiting for its dispatch time), searching (no offer out),
-- offered (one offer waits for an answer), noDriver (the tries ran out). Once a driver accepted,
-- the board reads the trip's status instead.
CREATE TABLE bookings (
  trip_id        integer PRIMARY KEY REFERENCES trips (id),
  booked_by      integer NOT NULL REFERENCES users (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- the caller's pick-up time (null: now); when a scheduled booking was dispatched (the lead
  -- setting before its pick-up time, read when the job runs)
  scheduled_for  timestamptz,
  dispatch_at    timestamptz,
  dispatch_state text NOT NULL CHECK (dispatch_state IN ('scheduled', 'searching', 'offered', 'noDriver')),
  -- offers made in the current round (a round starts with the booking, and again with "auto"
  -- after noDriver); the tries setting bounds it, and a round skips the drivers it already tried
  tries          integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  round_started_at timestamptz NOT NULL DEFAULT now(),
  -- since when the caller waits for a driver (created, or dispatched when scheduled)
  waiting_since  timestamptz NOT NULL DEFAULT now(),
  cancel_reason  text CHECK (cancel_reason IS NULL OR length(cancel_reason) BETWEEN 1 AND 500),
  CHECK (dispatch_state <> 'scheduled' OR scheduled_for IS NOT NULL)
);
-- What the scheduling job looks for: scheduled bookings by their pick-up time.
CREATE INDEX bookings_scheduled_idx ON bookings (scheduled_for) WHERE dispatch_state = 'scheduled';
CREATE INDEX bookings_created_idx ON bookings (created_at DESC);

-- One row per offer of a booking to a driver. `answer` null: waiting (until `expires_at`).
-- A booking has at most one offer waiting, and a driver at most one: both held by the database
-- (two bookings offering the same driver at once: the second insert fails and moves on).
CREATE TABLE dispatch_offers (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  trip_id         integer NOT NULL REFERENCES bookings (trip_id),
  driver_id       integer NOT NULL REFERENCES users (id),
  offered_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  -- from the driver's position to the pick-up when offered, straight line
  distance_meters integer NOT NULL DEFAULT 0 CHECK (distance_meters >= 0),
  answer          text CHECK (answer IN ('accepted', 'declined', 'expired', 'withdrawn')),
  answered_at     timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK (expires_at > offered_at)
);
CREATE UNIQUE INDEX dispatch_offers_waiting_trip_idx ON dispatch_offers (trip_id) WHERE answer IS NULL;
CREATE UNIQUE INDEX dispatch_offers_waiting_driver_idx ON dispatch_offers (driver_id) WHERE answer IS NULL;
-- What the expiry sweeper claims: waiting offers by their deadline.
CREATE INDEX dispatch_offers_expiry_idx ON dispatch_offers (expires_at) WHERE answer IS NULL;
CREATE INDEX dispatch_offers_trip_idx ON dispatch_offers (trip_id, id);

-- A notification can lead to a booking on the dispatch desk (dispatchNoDriver).
ALTER TABLE notifications DROP CONSTRAINT notifications_target_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_target_kind_check CHECK (target_kind IN ('user', 'vehicle', 'bankTransfer', 'bankFile', 'booking'));
