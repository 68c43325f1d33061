-- Mail: a durable outbox, single-use tokens, per-kind preferences. Clocks: a time control per game, the
-- deadline of whoever must act, and vacations.

ALTER TABLE users
    ADD COLUMN email_verified_at  TIMESTAMPTZ,
    -- Mail kinds the player turned off, e.g. {"your_turn": false}.
    ADD COLUMN mail_off           JSONB NOT NULL DEFAULT '{}',
    ADD COLUMN daily_digest       BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN last_digest_at     TIMESTAMPTZ,
    -- The secret of the one-click unsubscribe links in this player's mails.
    ADD COLUMN unsubscribe_secret TEXT NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
    ADD COLUMN last_active_at     TIMESTAMPTZ,
    ADD COLUMN vacation_since     TIMESTAMPTZ,
    ADD COLUMN vacation_year      INTEGER,
    ADD COLUMN vacation_used_secs BIGINT NOT NULL DEFAULT 0;

CREATE TYPE mail_state AS ENUM ('pending', 'sent', 'failed');

CREATE TABLE outbox (
    id               BIGSERIAL PRIMARY KEY,
    -- (recipient, game, ply, kind) or the like: a second insert of the same mail does nothing.
    idempotency_key  TEXT NOT NULL UNIQUE,
    kind             TEXT NOT NULL,
    user_id          BIGINT REFERENCES users ON DELETE SET NULL,
    game_id          BIGINT REFERENCES games ON DELETE SET NULL,
    to_address       TEXT NOT NULL,
    subject          TEXT NOT NULL,
    text_body        TEXT NOT NULL,
    html_body        TEXT NOT NULL,
    unsubscribe_url  TEXT,
    state            mail_state NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    locked_until     TIMESTAMPTZ,
    last_error       TEXT,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    sent_at          TIMESTAMPTZ
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending';

CREATE TABLE tokens (
    token_hash BYTEA PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('verify', 'reset', 'email_change')),
    new_email  TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ
);

ALTER TABLE games
    -- {"per_move_days": 3} or {"initial_days": 7, "increment_days": 1, "cap_days": 14}
    ADD COLUMN time_control     JSONB NOT NULL DEFAULT '{"per_move_days": 3}',
    -- Fischer clocks: seconds left for each seat.
    ADD COLUMN clock_secs       BIGINT[] NOT NULL DEFAULT '{0,0}',
    ADD COLUMN turn_started_at  TIMESTAMPTZ,
    -- When whoever must act runs out of time; NULL while the clock stands still (vacation) or nobody acts.
    ADD COLUMN deadline         TIMESTAMPTZ,
    -- Time left when the clock was stopped for a vacation.
    ADD COLUMN paused_secs      BIGINT,
    ADD COLUMN reminded_ply     INTEGER;
CREATE INDEX games_deadline ON games (deadline) WHERE status IN ('setup', 'playing');

-- Wakes the mail workers (LISTEN outbox) when mail is queued; they also poll, so a lost signal only delays.
CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('outbox', '');
    RETURN NULL;
END $$;
CREATE TRIGGER outbox_inserted AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();
