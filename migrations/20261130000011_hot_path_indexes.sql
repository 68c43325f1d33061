-- Every statement a page view, a move or a job runs is served by an index, so that its cost follows the rows
-- it touches and not the size of the tables (tests/web/explain.rs checks each one).

-- "My games", the lobby's challenges and an account's games: a game is found from any of its four players.
CREATE INDEX games_creator ON games (creator_id);
CREATE INDEX games_invitee ON games (invitee_id);
-- The lobby: open games to join and games to watch, newest change first.
CREATE INDEX games_open_recent ON games (updated_at DESC) WHERE status = 'open';
CREATE INDEX games_playing_recent ON games (updated_at DESC) WHERE status = 'playing';

-- The sweep ends sessions opened too long ago as well as idle ones.
CREATE INDEX sessions_created ON sessions (created_at);
-- A new token of a kind voids the account's unused ones.
CREATE INDEX tokens_user_unused ON tokens (user_id) WHERE used_at IS NULL;
-- The outbox keeps every mail sent; counting what is left to do reads only the rest.
CREATE INDEX outbox_unsent ON outbox (state) WHERE state <> 'sent';
-- The sweep's vacations and digests concern a few accounts of many.
CREATE INDEX users_on_vacation ON users (vacation_since) WHERE vacation_since IS NOT NULL;
CREATE INDEX users_digest ON users (last_digest_at) WHERE daily_digest;
-- Moves in the last minute, for the metrics.
CREATE INDEX moves_played_at ON moves (played_at);
