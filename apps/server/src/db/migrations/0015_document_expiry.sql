-- Document expiry (issue 25 item 2, docs/notifications.md "Expiry"): the date an approved
-- document stops being valid (set when it is approved; null: it does not expire). An approved
-- document past it takes its driver off the road until it is renewed.
ALTER TABLE documents ADD COLUMN expires_at timestamptz;
CREATE INDEX documents_expiry_idx ON documents (expires_at) WHERE document_status = 1 AND expires_at IS NOT NULL;

-- What the notification sources scan every run (modules/notifications/sources), each on a small
-- partial index rather than the whole table: documents waiting for review by upload, and approvals
-- with an end date (users and vehicles) by that date.
CREATE INDEX documents_pending_idx ON documents (created_at DESC) WHERE document_status = 0;
CREATE INDEX users_verified_until_idx ON users (verified_until) WHERE verification_status = 1 AND verified_until IS NOT NULL;
CREATE INDEX vehicles_verified_until_idx ON vehicles (verified_until) WHERE verification_status = 1 AND verified_until IS NOT NULL;
