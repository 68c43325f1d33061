-- Roles, disabled and deleted accounts, and the audit log of every admin action.

CREATE TYPE user_role AS ENUM ('player', 'admin');

ALTER TABLE users
    ADD COLUMN role        user_role NOT NULL DEFAULT 'player',
    ADD COLUMN disabled_at TIMESTAMPTZ,
    ADD COLUMN deleted_at  TIMESTAMPTZ;

CREATE TABLE audit_log (
    id          BIGSERIAL PRIMARY KEY,
    at          TIMESTAMPTZ NOT NULL DEFAULT now(),
    actor_id    BIGINT REFERENCES users ON DELETE SET NULL,
    -- The admin's name then, or "command line".
    actor_name  TEXT NOT NULL,
    via         TEXT NOT NULL CHECK (via IN ('web', 'cli')),
    action      TEXT NOT NULL,
    target_user BIGINT REFERENCES users ON DELETE SET NULL,
    target_game BIGINT REFERENCES games ON DELETE SET NULL,
    -- What was acted on, in words (a name, a game number, a mail).
    target      TEXT NOT NULL,
    reason      TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
