-- Glicko-2 ratings per player and preset, with their history; games are rated or not from creation.

ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT true;

CREATE TABLE ratings (
    user_id    BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    variant    TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    updated_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, variant)
);
CREATE INDEX ratings_board ON ratings (variant, rating DESC);

CREATE TABLE rating_history (
    id        BIGSERIAL PRIMARY KEY,
    user_id   BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    variant   TEXT NOT NULL,
    game_id   BIGINT NOT NULL REFERENCES games ON DELETE CASCADE,
    rating    DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    at        TIMESTAMPTZ NOT NULL,
    UNIQUE (user_id, game_id)
);
