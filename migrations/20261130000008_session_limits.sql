-- Sessions end on the server: after a time without use and after a time at all (app::accounts says how
-- long). The browser a session belongs to is kept, so that a player can tell their sessions apart and end one.
ALTER TABLE sessions ADD COLUMN user_agent TEXT;
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
