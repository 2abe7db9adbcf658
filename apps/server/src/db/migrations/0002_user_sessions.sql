-- The guard sees the current user (DESIGN.md §4): a token carries the user's token version, and
-- signing out, a password or role change, or a deletion bumps it, ending every token issued before.
-- A deleted user keeps their row (anonymised) so that money records still add up to their ledger.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
