-- Bank statement imports (issue 25 item 5, docs/money.md "Statement reconciliation"): each import
-- of a statement for a bank file, with its counts (what a notice of an unmatched statement reads)
-- and its whole report.
CREATE TABLE statement_imports (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_file_id     integer NOT NULL REFERENCES bank_files (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  created_by       integer NOT NULL,
  format           text NOT NULL CHECK (format IN ('camt053', 'csv')),
  -- SHA-256 of the statement as sent: the same statement again answers the earlier import.
  content_sha256   text NOT NULL,
  completed_count  integer NOT NULL,
  rejected_count   integer NOT NULL,
  already_settled_count integer NOT NULL,
  unmatched_count  integer NOT NULL,
  mismatched_count integer NOT NULL,
  report           jsonb NOT NULL,
  UNIQUE (bank_file_id, content_sha256)
);
CREATE INDEX statement_imports_file_idx ON statement_imports (bank_file_id, created_at DESC);
-- Imports that left something to look at (unmatched entries or amount mismatches).
CREATE INDEX statement_imports_problems_idx ON statement_imports (created_at DESC) WHERE unmatched_count > 0 OR mismatched_count > 0;
