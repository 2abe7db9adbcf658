-- Four-eyes payouts and IBANs (issue 25 items 3 and 4, docs/money.md "Four-eyes").
-- Above the threshold (kuruş; 0 turns it off) completing a payout needs two approvals by two
-- different staff members. The first approval is kept on the transfer itself (who and when), so
-- "payouts waiting for a second approval" is one indexed query; the second is kept beside it when
-- it completes the payout (by hand, or by the bank file's creator: docs/money.md).
ALTER TABLE app_settings
  ADD COLUMN payout_second_approval_threshold bigint NOT NULL DEFAULT 1000000 CHECK (payout_second_approval_threshold >= 0),
  -- The sender of the bank payout file (pain.001 Dbtr): the name is transfer_from_name.
  ADD COLUMN transfer_from_iban text,
  ADD COLUMN transfer_from_bic text;

ALTER TABLE bank_transfers
  ADD COLUMN first_approved_by integer REFERENCES users (id),
  ADD COLUMN first_approved_at timestamptz,
  ADD COLUMN second_approved_by integer REFERENCES users (id),
  ADD COLUMN second_approved_at timestamptz,
  -- The two approvals are two different people, whatever path wrote them.
  ADD CONSTRAINT bank_transfers_four_eyes CHECK (second_approved_by IS NULL OR first_approved_by IS NULL OR second_approved_by <> first_approved_by);
-- Open payouts with a first approval: what the "waiting for a second approval" notices read.
CREATE INDEX bank_transfers_awaiting_second_idx ON bank_transfers (first_approved_at DESC) WHERE status IN (0, 1) AND first_approved_by IS NOT NULL AND second_approved_by IS NULL;

-- A driver's bank account, ISO 13616, stored electronically (upper case, no spaces).
ALTER TABLE users ADD COLUMN iban text CHECK (iban IS NULL OR iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$');
