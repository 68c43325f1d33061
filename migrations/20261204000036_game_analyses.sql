-- The analysis of a finished game, asked for by a reader of its page and worked out by the workers a part at a
-- time: each move judged from its mover's view then, in order. A row is the request, its lease, and the moves
-- judged so far; `finished_at` is set once every move is judged (or given up on).
CREATE TABLE game_analyses (
    game_id bigint PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- Who asked, so that one account cannot fill the queue (NULL once that account is gone).
    requested_by bigint REFERENCES users (id) ON DELETE SET NULL,
    requested_at timestamptz NOT NULL,
    leased_till timestamptz,
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    -- One object a move: {"best": "a4-a5", "best_value": 12, "played_value": -40}, or null for a move that
    -- could not be judged.
    plies jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(plies) = 'array'),
    finished_at timestamptz
);

-- What a worker looks for: the unfinished requests, oldest first.
CREATE INDEX game_analyses_due ON game_analyses (requested_at) WHERE finished_at IS NULL;
-- An account's requests still waiting.
CREATE INDEX game_analyses_waiting_by ON game_analyses (requested_by) WHERE finished_at IS NULL;
