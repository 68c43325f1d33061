-- A player's own data is read by account (the download of it): the mails queued to them, the audit entries
-- about them and all their mailed links (not only the unused ones) get an index by account, as every other
-- table of theirs has.
CREATE INDEX outbox_user ON outbox (user_id);
CREATE INDEX audit_log_target_user ON audit_log (target_user);
CREATE INDEX tokens_user ON tokens (user_id);
