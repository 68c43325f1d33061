-- Accounts, sessions, games with their setups and moves. Moves are append-only and are the source of truth:
-- a game's position is rebuilt by replaying them with the rules engine.

CREATE TYPE numbering AS ENUM ('modern', 'classic');
CREATE TYPE orientation AS ENUM ('own_side', 'first_seat');
CREATE TYPE game_status AS ENUM ('open', 'challenge', 'declined', 'cancelled', 'setup', 'playing', 'finished');
CREATE TYPE seat_choice AS ENUM ('first', 'second', 'random');

CREATE TABLE users (
    id            BIGSERIAL PRIMARY KEY,
    username      TEXT NOT NULL,
    username_key  TEXT NOT NULL UNIQUE,
    email         TEXT NOT NULL,
    email_key     TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    numbering     numbering NOT NULL DEFAULT 'modern',
    orientation   orientation NOT NULL DEFAULT 'own_side',
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
    id           BIGSERIAL PRIMARY KEY,
    token_hash   BYTEA NOT NULL UNIQUE,
    user_id      BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    address      TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_attempts (
    id           BIGSERIAL PRIMARY KEY,
    username_key TEXT NOT NULL,
    address      TEXT NOT NULL,
    succeeded    BOOLEAN NOT NULL,
    at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user ON login_attempts (username_key, at);
CREATE INDEX login_attempts_address ON login_attempts (address, at);

CREATE TABLE games (
    id            BIGSERIAL PRIMARY KEY,
    variant       TEXT NOT NULL,
    options       JSONB NOT NULL DEFAULT '{}',
    terrain       TEXT[] NOT NULL,
    creator_id    BIGINT NOT NULL REFERENCES users,
    creator_seat  seat_choice NOT NULL,
    invitee_id    BIGINT REFERENCES users,
    first_id      BIGINT REFERENCES users,
    second_id     BIGINT REFERENCES users,
    status        game_status NOT NULL,
    ply           INTEGER NOT NULL DEFAULT 0,
    -- 0 = first seat, 1 = second seat
    to_move       SMALLINT CHECK (to_move IN (0, 1)),
    winner        SMALLINT CHECK (winner IN (0, 1)),
    result_reason TEXT,
    draw_offer_by SMALLINT CHECK (draw_offer_by IN (0, 1)),
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at    TIMESTAMPTZ,
    finished_at   TIMESTAMPTZ
);
CREATE INDEX games_first ON games (first_id);
CREATE INDEX games_second ON games (second_id);
CREATE INDEX games_status ON games (status);

-- A seat's setup: a draft while submitted_at is NULL, then fixed.
CREATE TABLE setups (
    game_id      BIGINT NOT NULL REFERENCES games ON DELETE CASCADE,
    seat         SMALLINT NOT NULL CHECK (seat IN (0, 1)),
    setup        TEXT NOT NULL,
    submitted_at TIMESTAMPTZ,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE moves (
    game_id   BIGINT NOT NULL REFERENCES games ON DELETE CASCADE,
    ply       INTEGER NOT NULL CHECK (ply >= 1),
    seat      SMALLINT NOT NULL CHECK (seat IN (0, 1)),
    mv        TEXT NOT NULL,
    played_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE saved_setups (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    variant    TEXT NOT NULL,
    name       TEXT NOT NULL,
    setup      TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (user_id, variant, name)
);
