-- Staff roles beside Admin (issue 24, docs/security.md "Roles"): Finance, Support, Dispatcher and
-- Viewer sign in to the back office with the permissions of packages/contract/src/permissions.ts.
-- A staff member can be deactivated (cannot sign in, every token ends) and reactivated; the last
-- sign-in is shown on the staff screen.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('Customer', 'Driver', 'Admin', 'Finance', 'Support', 'Dispatcher', 'Viewer'));
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;
-- The staff screen lists every staff member, by role then name.
CREATE INDEX users_staff_idx ON users (role, last_name, first_name, id)
  WHERE role NOT IN ('Customer', 'Driver') AND deleted_at IS NULL;
