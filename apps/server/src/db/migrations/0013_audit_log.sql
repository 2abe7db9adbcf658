-- The audit log screen (issue 24 item 4, docs/audit.md): its filters' indexes, and audit rows
-- append-only in the database itself.

-- Every filter of the list is ordered newest first, (created_at DESC, id DESC): each index leads
-- with its filter's equality and continues with that order, so a page and its capped count read
-- only the entries they show (docs/performance-lists.md).
DROP INDEX audit_entries_created_idx;
CREATE INDEX audit_entries_created_idx ON audit_entries (created_at DESC, id DESC);
DROP INDEX audit_entries_actor_idx;
CREATE INDEX audit_entries_actor_idx ON audit_entries (actor_id, created_at DESC, id DESC) WHERE actor_id IS NOT NULL;
CREATE INDEX audit_entries_action_idx ON audit_entries (action, created_at DESC, id DESC);
-- One index for a type alone, one for a type and an id (the History panels; it takes the place of
-- 0001's audit_entries_entity_idx, which lacked the id as the last key). Every module records a
-- type in one spelling (the contract's AUDIT_ENTITY_TYPES), so they compare exactly.
CREATE INDEX audit_entries_type_idx ON audit_entries (entity_type, created_at DESC, id DESC);
DROP INDEX audit_entries_entity_idx;
CREATE INDEX audit_entries_type_entity_idx ON audit_entries (entity_type, entity_id, created_at DESC, id DESC);

-- Who acted stays as it was recorded: no foreign key to users. Its ON DELETE SET NULL was an UPDATE
-- of audit rows, which the trigger below refuses; the app never removes a users row (a deletion
-- anonymises it), and identity ids are never reused, so the bare id still names one account.
ALTER TABLE audit_entries DROP CONSTRAINT audit_entries_actor_id_fkey;

-- Append-only: no UPDATE or DELETE of an audit row, whoever asks (the production role has only
-- INSERT and SELECT on the table as well: docs/security.md "Audit log"). A statement-level trigger
-- refuses the statement itself, even one that would match no row. TRUNCATE is left to the table's
-- owner (an empty test or demo database); the app's role has no TRUNCATE privilege in production.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only: % on audit_entries is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'The audit log only grows; see docs/security.md "Audit log".';
END;
$$;
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
