-- The users search (users.search.ts; docs/performance-lists.md) is a case-insensitive substring,
-- `lower(…) LIKE '%text%'`, which no b-tree serves: at 200,000 users every search read every user
-- of the role (165–570 ms). Trigram indexes on the very expressions the search tests let a
-- BitmapOr of them find the candidates (rechecked, so the answer is the same). A pattern with no
-- trigram (under 3 characters) cannot use them; the planner then reads the table as before.
-- PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm (database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX users_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX users_phone_trgm_idx ON users USING gin (lower(phone_number) gin_trgm_ops);
CREATE INDEX users_phone_digits_trgm_idx ON users USING gin (regexp_replace(phone_number, '[^0-9]', '', 'g') gin_trgm_ops);
