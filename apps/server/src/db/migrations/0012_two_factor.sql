-- Two-factor sign-in with TOTP (issue 24 item 3, docs/security.md "Two-factor sign-in").
-- One row per staff member who started enrolling: the secret encrypted with AES-256-GCM under
-- TWO_FACTOR_KEY (never the base32 text), when the first code turned it on (null while enrolment
-- waits for that code), and the last accepted time step, so a code is accepted once.
CREATE TABLE user_two_factor (
  user_id          integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_encrypted text NOT NULL,
  enabled_at       timestamptz,
  last_used_step   bigint,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- Ten one-time recovery codes per enrolment, kept as keyed hashes (HMAC-SHA-256); a use stamps used_at.
CREATE TABLE user_recovery_codes (
  id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz
);
CREATE UNIQUE INDEX user_recovery_codes_user_hash_key ON user_recovery_codes (user_id, code_hash);
-- The setting: Admin and Finance staff must enrol before they get a session.
ALTER TABLE app_settings ADD COLUMN two_factor_required_for_admin_and_finance boolean NOT NULL DEFAULT false;
