-- The verification queue (issue 22): the users and vehicles lists filter by verification status
-- and sort by name, creation or status (docs/list-pattern.md, sort). Each order is one index read
-- forwards (ascending) or backwards (descending), so a page stops after pageSize rows and the
-- capped count walks the same index.
--
-- A users list with ?verificationStatus= (newest first) and ?sort=status / -status, after the role.
CREATE INDEX users_role_status_registration_idx ON users (role, verification_status, registration_date, id);
-- ?sort=name / -name: surname, first name, id, after the role.
CREATE INDEX users_role_name_idx ON users (role, last_name, first_name, id);
-- The vehicles list with ?verificationStatus= (newest first by id) and ?sort=status / -status. It
-- also serves the dashboard's pending count, which 0001's partial index on status 0 did alone.
DROP INDEX vehicles_verification_idx;
CREATE INDEX vehicles_verification_status_idx ON vehicles (verification_status, id);
