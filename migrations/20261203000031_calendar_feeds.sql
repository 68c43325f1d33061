-- A player's calendar address: a secret naming the account in /calendar/SECRET.ics (and .atom), made when the
-- account page first shows it and replaced when the player asks for a new one. A table of its own, so that the
-- few players who use it add nothing to the users table's rows and indexes.
CREATE TABLE calendar_feeds (
    user_id    BIGINT PRIMARY KEY REFERENCES users ON DELETE CASCADE,
    secret     TEXT NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL
);
