-- Issue 27 item 4: each trip's driven track (docs/trip-replay.md). The positions a driver reported
-- while the trip was in progress, thinned as they are recorded (modules/trip-tracks), one row per
-- kept point. The primary key is the read order (a trip's points, oldest first) and makes a report
-- recorded twice (two instances, a retried flush) one row. A trip's points go with the trip.
CREATE TABLE trip_track_points (
  trip_id     integer NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  recorded_at timestamptz NOT NULL,
  latitude    double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude   double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  PRIMARY KEY (trip_id, recorded_at)
);
