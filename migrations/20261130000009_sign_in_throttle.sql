-- Sign-in throttling by address, and by account and address together: each row counts the recent failed
-- attempts under one key. An attempt is counted before the password is checked, in one statement that also
-- decides whether the key is held back, so that parallel guesses cannot all pass one check.
CREATE TABLE sign_in_throttle (
    key      TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    last_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX sign_in_throttle_last_at ON sign_in_throttle (last_at);
