-- Bank payout files (issue 25 item 4, docs/money.md "Bank payout file"): which payouts went into
-- which file. The file is rebuilt from these rows on every download, so it never changes.
CREATE TABLE bank_files (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- pain.001 GrpHdr/MsgId, also PmtInfId: what the bank's statement names the file by.
  message_id    text NOT NULL UNIQUE CHECK (length(message_id) BETWEEN 1 AND 35),
  created_at    timestamptz NOT NULL DEFAULT now(),
  created_by    integer NOT NULL,
  -- The sender as App Settings had it when the file was made.
  debtor_name   text NOT NULL,
  debtor_iban   text NOT NULL,
  debtor_bic    text NOT NULL,
  number_of_transactions integer NOT NULL CHECK (number_of_transactions > 0),
  control_sum   bigint NOT NULL CHECK (control_sum > 0)
);
CREATE INDEX bank_files_created_idx ON bank_files (created_at DESC, id DESC);

CREATE TABLE bank_file_items (
  bank_file_id     integer NOT NULL REFERENCES bank_files (id),
  -- A payout goes into one file only: the bank must never be asked to pay it twice.
  bank_transfer_id integer NOT NULL UNIQUE REFERENCES bank_transfers (id),
  -- pain.001 EndToEndId, given back in the statement.
  end_to_end_id    text NOT NULL UNIQUE CHECK (length(end_to_end_id) BETWEEN 1 AND 35),
  amount           bigint NOT NULL CHECK (amount > 0),
  creditor_name    text NOT NULL,
  creditor_iban    text NOT NULL,
  PRIMARY KEY (bank_file_id, bank_transfer_id)
);
