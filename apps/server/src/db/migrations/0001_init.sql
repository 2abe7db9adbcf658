-- The whole data model of SPEC.md §3 and DESIGN.md §5. Money is integer kuruş (bigint),
-- percentages are 0..100, status codes are the numbers of the wire contract.

CREATE TABLE users (
  id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email                  text NOT NULL,
  password_hash          text NOT NULL,
  role                   text NOT NULL CHECK (role IN ('Customer', 'Driver', 'Admin')),
  first_name             text NOT NULL,
  last_name              text NOT NULL,
  phone_number           text NOT NULL DEFAULT '',
  phone_number_confirmed boolean NOT NULL DEFAULT false,
  email_confirmed        boolean NOT NULL DEFAULT false,
  address                text NOT NULL DEFAULT '',
  photo_url              text,
  rating                 double precision CHECK (rating BETWEEN 0 AND 5),
  balance                bigint NOT NULL DEFAULT 0,
  verification_status    smallint NOT NULL DEFAULT 0 CHECK (verification_status IN (0, 1, 2)),
  verified_until         timestamptz,
  rejection_reason       text,
  registration_date      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_role_registration_idx ON users (role, registration_date DESC, id DESC);
CREATE INDEX users_verification_idx ON users (verification_status) WHERE verification_status = 0;

CREATE TABLE trip_types (
  id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type_name              text NOT NULL CHECK (length(trim(type_name)) > 0),
  description            text NOT NULL,
  number_of_passengers   smallint NOT NULL CHECK (number_of_passengers BETWEEN 1 AND 20),
  system_percentage      double precision NOT NULL CHECK (system_percentage BETWEEN 0 AND 100),
  base_fare              bigint NOT NULL CHECK (base_fare >= 0),
  per_km_fare            bigint NOT NULL CHECK (per_km_fare >= 0),
  per_minute_fare        bigint NOT NULL CHECK (per_minute_fare >= 0),
  cancellation_surcharge double precision NOT NULL CHECK (cancellation_surcharge BETWEEN 0 AND 100),
  night_surcharge        double precision NOT NULL CHECK (night_surcharge BETWEEN 0 AND 100),
  peak_time_surcharge    double precision NOT NULL CHECK (peak_time_surcharge BETWEEN 0 AND 100),
  last_modified_date     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX trip_types_name_key ON trip_types (lower(type_name));

CREATE TABLE vehicles (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id             integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  trip_type_id        integer NOT NULL REFERENCES trip_types (id),
  brand               text NOT NULL,
  model               text NOT NULL,
  year                smallint NOT NULL CHECK (year BETWEEN 1950 AND 2100),
  color               text NOT NULL,
  plate               text NOT NULL,
  number_of_seats     smallint NOT NULL CHECK (number_of_seats BETWEEN 1 AND 60),
  image_url           text,
  verification_status smallint NOT NULL DEFAULT 0 CHECK (verification_status IN (0, 1, 2)),
  verified_until      timestamptz,
  rejection_reason    text,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vehicles_plate_key ON vehicles (upper(plate));
CREATE INDEX vehicles_user_idx ON vehicles (user_id);
CREATE INDEX vehicles_trip_type_idx ON vehicles (trip_type_id, id DESC);
CREATE INDEX vehicles_verification_idx ON vehicles (verification_status) WHERE verification_status = 0;

CREATE TABLE documents (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          integer REFERENCES users (id) ON DELETE CASCADE,
  vehicle_id       integer REFERENCES vehicles (id) ON DELETE CASCADE,
  document_type    text NOT NULL CHECK (document_type IN ('IdentityCard', 'DrivingLicence', 'CriminalRecord',
                                                          'VehicleRegistration', 'VehicleInsurance', 'TaxiLicence')),
  document_url     text NOT NULL,
  document_status  smallint NOT NULL DEFAULT 0 CHECK (document_status IN (0, 1, 2)),
  rejection_reason text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (vehicle_id IS NULL))
);
CREATE INDEX documents_user_idx ON documents (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX documents_vehicle_idx ON documents (vehicle_id) WHERE vehicle_id IS NOT NULL;

CREATE TABLE trips (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id      integer REFERENCES users (id) ON DELETE SET NULL,
  driver_id        integer REFERENCES users (id) ON DELETE SET NULL,
  vehicle_id       integer REFERENCES vehicles (id) ON DELETE SET NULL,
  trip_type_id     integer NOT NULL REFERENCES trip_types (id),
  status           smallint NOT NULL CHECK (status IN (0, 1, 2, 3, 5, 6, 7)),
  payment_method   text NOT NULL CHECK (payment_method IN ('Cash', 'Card')),
  start_time       timestamptz NOT NULL,
  end_time         timestamptz,
  distance_meters  integer NOT NULL DEFAULT 0 CHECK (distance_meters >= 0),
  duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  fare             bigint NOT NULL DEFAULT 0 CHECK (fare >= 0),
  -- what the vehicle looked like when the trip ran, so a deleted vehicle still explains the trip
  vehicle_snapshot jsonb,
  CHECK (end_time IS NULL OR end_time >= start_time)
);
CREATE INDEX trips_start_time_idx ON trips (start_time DESC, id DESC);
CREATE INDEX trips_status_start_idx ON trips (status, start_time DESC);
CREATE INDEX trips_customer_idx ON trips (customer_id, start_time DESC);
CREATE INDEX trips_driver_idx ON trips (driver_id, start_time DESC);
CREATE INDEX trips_active_driver_idx ON trips (driver_id) WHERE status IN (0, 1, 2, 3);

CREATE TABLE trip_places (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  trip_id           integer NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
  place_order       smallint NOT NULL CHECK (place_order >= 0),
  name              text NOT NULL,
  poi_name          text,
  formatted_address text NOT NULL,
  latitude          double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude         double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  UNIQUE (trip_id, place_order)
);

CREATE TABLE payments (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  trip_id             integer REFERENCES trips (id) ON DELETE RESTRICT,
  user_id             integer REFERENCES users (id) ON DELETE SET NULL,
  provider_payment_id text,
  amount              bigint NOT NULL CHECK (amount >= 0),
  currency            text NOT NULL DEFAULT 'TRY' CHECK (currency = 'TRY'),
  status              text NOT NULL CHECK (status IN ('succeeded', 'completed', 'refounded', 'cancelled')),
  payment_type        text NOT NULL DEFAULT 'TripPayment',
  method              text NOT NULL CHECK (method IN ('Cash', 'Card')),
  card_brand          text,
  card_last4          text CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'),
  date_created        timestamptz NOT NULL DEFAULT now(),
  CHECK ((method = 'Card') = (provider_payment_id IS NOT NULL))
);
CREATE INDEX payments_date_idx ON payments (date_created DESC, id DESC);
CREATE INDEX payments_user_idx ON payments (user_id, date_created DESC);
CREATE INDEX payments_status_idx ON payments (status, date_created DESC);
CREATE INDEX payments_method_idx ON payments (method, date_created DESC);
CREATE INDEX payments_trip_idx ON payments (trip_id);

CREATE TABLE bank_transfers (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            integer REFERENCES users (id) ON DELETE SET NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  description        text NOT NULL DEFAULT '',
  status             smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  rejected_reason    text,
  date_created       timestamptz NOT NULL DEFAULT now(),
  last_modified_date timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 3 OR length(trim(coalesce(rejected_reason, ''))) > 0)
);
CREATE INDEX bank_transfers_date_idx ON bank_transfers (date_created DESC, id DESC);
CREATE INDEX bank_transfers_status_idx ON bank_transfers (status, date_created DESC);
CREATE INDEX bank_transfers_user_idx ON bank_transfers (user_id, date_created DESC);

-- Every change of a balance is a row here; users.balance is their sum, kept in the same transaction.
CREATE TABLE ledger_entries (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          integer REFERENCES users (id) ON DELETE SET NULL,
  amount           bigint NOT NULL CHECK (amount <> 0),
  kind             text NOT NULL CHECK (kind IN ('CardTripCredit', 'CashTripCommission', 'Payout', 'Adjustment')),
  trip_id          integer REFERENCES trips (id) ON DELETE RESTRICT,
  bank_transfer_id integer REFERENCES bank_transfers (id) ON DELETE RESTRICT,
  description      text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, created_at DESC);
-- a payout is debited once and a trip is settled once per kind
CREATE UNIQUE INDEX ledger_entries_payout_key ON ledger_entries (bank_transfer_id) WHERE bank_transfer_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_entries_trip_key ON ledger_entries (trip_id, kind) WHERE trip_id IS NOT NULL;

CREATE TABLE app_settings (
  id                    smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  night_time_from       text NOT NULL CHECK (night_time_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  night_time_to         text NOT NULL CHECK (night_time_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  transfer_from_name    text NOT NULL,
  tranfer_from_email    text NOT NULL,
  transfer_from_phone   text NOT NULL,
  transfer_from_address text NOT NULL,
  last_modified_date    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE peak_times (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  peak_time_from text NOT NULL CHECK (peak_time_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  peak_time_to   text NOT NULL CHECK (peak_time_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  position       smallint NOT NULL DEFAULT 0
);

CREATE TABLE audit_entries (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id    integer REFERENCES users (id) ON DELETE SET NULL,
  actor_email text NOT NULL,
  action      text NOT NULL,
  entity_type text NOT NULL,
  entity_id   text NOT NULL,
  before      jsonb,
  after       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_entries_entity_idx ON audit_entries (entity_type, entity_id, created_at DESC);
CREATE INDEX audit_entries_created_idx ON audit_entries (created_at DESC);

-- Last known presence of each driver; the live position itself lives in the presence store.
CREATE TABLE driver_presence (
  driver_id  integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  online     boolean NOT NULL DEFAULT false,
  latitude   double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude  double precision CHECK (longitude BETWEEN -180 AND 180),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX driver_presence_online_idx ON driver_presence (updated_at DESC) WHERE online;
