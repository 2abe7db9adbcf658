-- The job runner and the notifications (issue 25 items 1 and 2, docs/notifications.md).

-- One row per recurring job: when its next run is due. A runner claims a due row with
-- SELECT … FOR UPDATE SKIP LOCKED and runs the job inside that transaction, then moves due_at on:
-- another runner (another process, another instance) skips the locked row and, once it is
-- committed, finds it not due. So each due run happens once, and its writes commit with it.
CREATE TABLE jobs (
  name          text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 100),
  due_at        timestamptz NOT NULL DEFAULT now(),
  runs          integer NOT NULL DEFAULT 0,
  last_run_at   timestamptz,
  last_error    text,
  last_error_at timestamptz
);

-- What the staff must see: one row per fact (kind + entity + period: the unique key makes a
-- second generation of the same fact do nothing). `roles` are the staff roles whose work it is
-- (from the contract's permission table when it was made); `params` fill the text.
CREATE TABLE notifications (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  entity_type text NOT NULL CHECK (length(entity_type) BETWEEN 1 AND 60),
  entity_id   integer NOT NULL,
  period      text NOT NULL DEFAULT '',
  -- the screen where it is handled: a user's, a vehicle's or a payout's details
  target_kind text NOT NULL CHECK (target_kind IN ('user', 'vehicle', 'bankTransfer')),
  target_id   integer NOT NULL,
  roles       text[] NOT NULL CHECK (cardinality(roles) > 0),
  params      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, entity_type, entity_id, period)
);
CREATE INDEX notifications_created_idx ON notifications (created_at DESC, id DESC);
CREATE INDEX notifications_kind_idx ON notifications (kind, created_at DESC, id DESC);
CREATE INDEX notifications_roles_idx ON notifications USING gin (roles);

-- Read state per staff member: every notification up to `read_up_to` (mark all as read), and
-- the ones read one by one after it.
CREATE TABLE notification_read_marks (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  read_up_to integer NOT NULL DEFAULT 0
);
CREATE TABLE notification_reads (
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notification_id)
);
