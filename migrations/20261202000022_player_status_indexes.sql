-- A player's games were indexed twice on each seat: by the player alone (every game, for the lists) and by the
-- player among the running games (for the games waiting for them). One index of the player and the status serves
-- both: `first_id = $1` reads its leading column, `first_id = $1 AND status IN (...)` both. Every move rewrites a
-- game's row outside HOT (its deadline and time are indexed), so each index a game in play is in costs an entry
-- and its WAL on every move: this takes two of them away. `IF NOT EXISTS`, so that a large installation can build
-- the new indexes `CONCURRENTLY` beforehand (docs/deploy.md).
CREATE INDEX IF NOT EXISTS games_first_status ON games (first_id, status);
CREATE INDEX IF NOT EXISTS games_second_status ON games (second_id, status);
DROP INDEX IF EXISTS games_first;
DROP INDEX IF EXISTS games_first_running;
DROP INDEX IF EXISTS games_second;
DROP INDEX IF EXISTS games_second_running;
