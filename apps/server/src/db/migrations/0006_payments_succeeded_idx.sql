-- The last page of the succeeded payments (docs/performance-lists.md) is read from the end, oldest
-- first. The planner walked payments_date_idx backwards and filtered on the status, expecting
-- succeeded rows everywhere (83 % of payments), but the oldest 75 days are `completed` (the
-- previous provider's word), so it skipped ~142,000 rows (38 ms, on 978,389 payments). A partial
-- index of the succeeded payments in the list's order is smaller than the date index and needs no
-- filter, so the planner takes it from either end (0.2 ms). The rarer statuses already use
-- payments_status_idx.
CREATE INDEX payments_succeeded_date_idx ON payments (date_created DESC, id DESC) WHERE status = 'succeeded';
