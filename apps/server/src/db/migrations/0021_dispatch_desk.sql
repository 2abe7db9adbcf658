-- The dispatch desk's messages (issue 26 item 6, docs/dispatch.md "Desk"): one thread per trip
-- between the dispatchers and the trip's driver, kept with the trip. A dispatcher's message is
-- audited as well (audit_entries, entity Trip); the thread itself is the conversation.
CREATE TABLE trip_messages (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  trip_id     integer NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  -- who wrote it; a deleted account keeps its (anonymised) users row, so the id still names it
  author_id   integer REFERENCES users (id) ON DELETE SET NULL,
  author_role text NOT NULL CHECK (author_role IN ('dispatcher', 'driver')),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  sent_at     timestamptz NOT NULL DEFAULT now()
);
-- A thread is read whole, oldest first.
CREATE INDEX trip_messages_trip_idx ON trip_messages (trip_id, id);

-- The desk finds a caller by the name they say, typed as it sounds: `yilmaz` must find `Yılmaz`
-- and `sahin` `Şahin` (dispatch-customers.repository.ts). The users search's lower() keeps ı, ş,
-- ğ, ü, ö, ç apart from i, s, g, u, o, c, so the desk also compares the full name folded (lower-cased,
-- then those letters and a combining dot translated away), on this trigram index of customers.
CREATE INDEX users_customer_name_folded_trgm_idx ON users
  USING gin (translate(lower(first_name || ' ' || last_name), 'ışğüöçâîû' || chr(775), 'isguocaiu') gin_trgm_ops)
  WHERE role = 'Customer';
