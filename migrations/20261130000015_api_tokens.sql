-- Personal access tokens for the JSON API. Only a hash of each token is kept; it is shown to its owner once.
-- Each token counts its requests in a one-minute window, so the API can be rate-limited per token by any web
-- process.
CREATE TABLE api_tokens (
    id            BIGSERIAL PRIMARY KEY,
    user_id       BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    name          TEXT NOT NULL,
    token_hash    BYTEA NOT NULL UNIQUE,
    can_play      BOOLEAN NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL,
    last_used_at  TIMESTAMPTZ,
    revoked_at    TIMESTAMPTZ,
    window_start  TIMESTAMPTZ NOT NULL,
    window_count  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX api_tokens_user ON api_tokens (user_id);
