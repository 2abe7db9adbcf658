-- Document expiry (issue 25 item 2, docs/notifications.md "Expiry"): the date an approved
-- document stops being valid (set when it is approved; null: it does not expire). An approved
-- document past it takes its driver off the road until it is renewed.
ALTER TABLE documents ADD COLUMN expires_at timestamptz;
CREATE INDEX documents_expiry_idx ON documents (expires_at) WHERE document_status = 1 AND expires_at IS NOT NULL;
