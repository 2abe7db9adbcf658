-- Issue 25: a notification can lead to a bank file (a statement imported for it that did not
-- match, docs/notifications.md), beside users, vehicles and payouts.
ALTER TABLE notifications DROP CONSTRAINT notifications_target_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_target_kind_check CHECK (target_kind IN ('user', 'vehicle', 'bankTransfer', 'bankFile'));
