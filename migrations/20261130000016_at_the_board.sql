-- At the board: two board preferences, a player's notes on enemy pieces, the players' conversation (with mutes
-- and reports to the admins), and rematches.

-- Ask before a move is sent ("Send Scout e4-e7?"); draw pieces as letters instead of pictures.
ALTER TABLE users
    ADD COLUMN confirm_moves BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN letters_only  BOOLEAN NOT NULL DEFAULT false;

-- A player's guess about one enemy piece. The piece is known by the square it started on, which every player
-- can see and which never changes, so a note follows its piece without being rewritten on each move.
CREATE TABLE piece_notes (
    game_id      BIGINT NOT NULL REFERENCES games ON DELETE CASCADE,
    author_id    BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    start_square TEXT NOT NULL,
    -- A kind it probably is ("is:" and the kind's code letter) or one it is not ("not:"), or none.
    guess        TEXT CHECK (guess ~ '^(is|not):.$'),
    text         TEXT CHECK (char_length(text) BETWEEN 1 AND 40),
    updated_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, author_id, start_square),
    CHECK (guess IS NOT NULL OR text IS NOT NULL)
);

CREATE TABLE game_messages (
    id         BIGSERIAL PRIMARY KEY,
    game_id    BIGINT NOT NULL REFERENCES games ON DELETE CASCADE,
    author_id  BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    body       TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
    created_at TIMESTAMPTZ NOT NULL,
    -- Set once the message went out in a mail (with a turn or on its own): it is never mailed twice.
    mailed_at  TIMESTAMPTZ,
    -- It went out in a mail of words alone: one such mail between two visits of the recipient's.
    mailed_alone BOOLEAN NOT NULL DEFAULT false,
    -- An admin hid it: neither player sees it any more.
    hidden_at  TIMESTAMPTZ
);
CREATE INDEX game_messages_game ON game_messages (game_id, id);
-- The rate limit counts an author's recent messages.
CREATE INDEX game_messages_author ON game_messages (author_id, created_at);

-- A player who no longer wants to read the opponent's messages in this game.
CREATE TABLE game_mutes (
    game_id  BIGINT NOT NULL REFERENCES games ON DELETE CASCADE,
    user_id  BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE message_reports (
    message_id  BIGINT NOT NULL REFERENCES game_messages ON DELETE CASCADE,
    reporter_id BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    created_at  TIMESTAMPTZ NOT NULL,
    resolved_at TIMESTAMPTZ,
    PRIMARY KEY (message_id, reporter_id)
);
CREATE INDEX message_reports_open ON message_reports (created_at) WHERE resolved_at IS NULL;

-- The game a rematch was offered after. One live offer per game: a cancelled one may be made again.
ALTER TABLE games ADD COLUMN rematch_of BIGINT REFERENCES games;
CREATE UNIQUE INDEX games_one_rematch ON games (rematch_of) WHERE rematch_of IS NOT NULL AND status <> 'cancelled';

-- The games in which a player must act now: their move, or their setup still to submit. Pages count them in the
-- tab's title and link to the next; vacations and the digest read them too. One definition for all of them.
-- Called in a FROM clause, so that PostgreSQL inlines it and reads the two partial indexes below: a page view
-- touches the player's running games only, however many they have finished.
CREATE INDEX games_first_running ON games (first_id) WHERE status IN ('setup', 'playing');
CREATE INDEX games_second_running ON games (second_id) WHERE status IN ('setup', 'playing');
CREATE FUNCTION acting_games(player BIGINT) RETURNS SETOF BIGINT LANGUAGE sql STABLE AS $$
    SELECT g.id FROM games g
    WHERE g.status IN ('setup', 'playing') AND (g.first_id = player OR g.second_id = player)
      AND CASE g.status
            WHEN 'playing' THEN g.to_move = CASE WHEN g.first_id = player THEN 0 ELSE 1 END
            ELSE NOT EXISTS (SELECT 1 FROM setups x WHERE x.game_id = g.id AND x.submitted_at IS NOT NULL
                               AND x.seat = CASE WHEN g.first_id = player THEN 0 ELSE 1 END)
          END
    ORDER BY g.id
$$;
