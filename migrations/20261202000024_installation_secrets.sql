-- Secrets the installation makes once and every process shares (web processes are stateless): the key that
-- signs form tokens, and later ones. Made by the first process that needs one.
CREATE TABLE installation_secrets (
    purpose    TEXT PRIMARY KEY,
    secret     BYTEA NOT NULL CHECK (length(secret) >= 32),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
