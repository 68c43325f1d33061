-- One account per level of computer player. They cannot sign in (no password hash verifies against '!'; sign-in
-- also refuses the role), and their addresses end in .invalid, which no mail is queued for.
ALTER TABLE users ADD COLUMN computer_level TEXT
    CHECK (computer_level IN ('easy', 'medium', 'hard'));
ALTER TABLE users ADD CONSTRAINT computer_level_for_computers
    CHECK ((role = 'computer') = (computer_level IS NOT NULL));
CREATE UNIQUE INDEX users_computer_level ON users (computer_level) WHERE computer_level IS NOT NULL;

INSERT INTO users (username, username_key, email, email_key, password_hash, role, computer_level,
                   email_verified_at)
SELECT 'computer-' || level, 'computer-' || level, 'computer-' || level || '@fieldpost.invalid',
       'computer-' || level || '@fieldpost.invalid', '!', 'computer', level, now()
FROM unnest(ARRAY['easy', 'medium', 'hard']) AS level
ON CONFLICT DO NOTHING;

-- The computer's next move in a game: at most one waiting per game. A worker leases it, computes the move and
-- plays it through the same use-case as a person; the move's transaction deletes the row.
CREATE TABLE computer_moves (
    game_id     BIGINT PRIMARY KEY REFERENCES games ON DELETE CASCADE,
    ply         INTEGER NOT NULL,
    due_at      TIMESTAMPTZ NOT NULL,
    leased_till TIMESTAMPTZ,
    attempts    INTEGER NOT NULL DEFAULT 0,
    last_error  TEXT
);
CREATE INDEX computer_moves_due ON computer_moves (due_at);
