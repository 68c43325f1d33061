-- Every statement a page view, a move or a job runs is served by an index, so that its cost follows the rows
-- it touches and not the size of the tables (tests/web/explain.rs checks each one). IF NOT EXISTS: a large
-- installation can build them beforehand with CREATE INDEX CONCURRENTLY under these names, and the upgrade
-- then skips them instead of blocking writes while it builds them (docs/deploy.md).

-- "My games", the lobby's challenges and an account's games: a game is found from any of its four players.
CREATE INDEX IF NOT EXISTS games_creator ON games (creator_id);
CREATE INDEX IF NOT EXISTS games_invitee ON games (invitee_id);
-- The lobby: open games to join and games to watch, newest change first.
CREATE INDEX IF NOT EXISTS games_open_recent ON games (updated_at DESC) WHERE status = 'open';
CREATE INDEX IF NOT EXISTS games_playing_recent ON games (updated_at DESC) WHERE status = 'playing';

-- The sweep ends sessions opened too long ago as well as idle ones.
CREATE INDEX IF NOT EXISTS sessions_created ON sessions (created_at);
-- A new token of a kind voids the account's unused ones.
CREATE INDEX IF NOT EXISTS tokens_user_unused ON tokens (user_id) WHERE used_at IS NULL;
-- The outbox keeps every mail sent; counting what is left to do reads only the rest.
CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (state) WHERE state <> 'sent';
-- The sweep's vacations and digests concern a few accounts of many.
CREATE INDEX IF NOT EXISTS users_on_vacation ON users (vacation_since) WHERE vacation_since IS NOT NULL;
CREATE INDEX IF NOT EXISTS users_digest ON users (last_digest_at) WHERE daily_digest;
-- Moves in the last minute, for the metrics.
CREATE INDEX IF NOT EXISTS moves_played_at ON moves (played_at);
