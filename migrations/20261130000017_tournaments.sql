-- Tournaments: double round-robin sections and Swiss events. Their games are ordinary games that name the
-- event and the round. An event moves on (starts, pairs a round, ends) only in a worker's job, under the event's
-- row lock, and only when the database says it is due: nothing is queued that could be lost or done twice.
CREATE TYPE tournament_format AS ENUM ('round_robin', 'swiss');
-- 'starting': full, or started early by its creator; a worker is about to start the games.
CREATE TYPE tournament_status AS ENUM ('open', 'starting', 'running', 'finished', 'cancelled');

CREATE TABLE tournaments (
    id            BIGSERIAL PRIMARY KEY,
    name          TEXT NOT NULL CHECK (char_length(name) BETWEEN 3 AND 60),
    description   TEXT NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
    creator_id    BIGINT NOT NULL REFERENCES users,
    variant       TEXT NOT NULL,
    time_control  JSONB NOT NULL,
    rated         BOOLEAN NOT NULL,
    format        tournament_format NOT NULL,
    -- A section's size (it starts when full), or the most entrants a Swiss event takes.
    max_players   INTEGER NOT NULL CHECK (max_players BETWEEN 3 AND 128),
    rounds        INTEGER CHECK (rounds BETWEEN 3 AND 9),
    -- Entries close then and the event starts with whoever is in (or is cancelled with too few).
    closes_at     TIMESTAMPTZ,
    status        tournament_status NOT NULL DEFAULT 'open',
    current_round INTEGER NOT NULL DEFAULT 0,
    created_at    TIMESTAMPTZ NOT NULL,
    started_at    TIMESTAMPTZ,
    ended_at      TIMESTAMPTZ,
    -- A step that failed is tried again from then on, not in a tight loop.
    retry_at      TIMESTAMPTZ,
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    CHECK ((format = 'swiss') = (rounds IS NOT NULL))
);
CREATE INDEX tournaments_listed ON tournaments (status, created_at DESC);
-- The events a worker may have to move on: few, however many have ended.
-- A creator's events still taking entries, counted against a cap.
CREATE INDEX tournaments_creator_open ON tournaments (creator_id) WHERE status IN ('open', 'starting');
CREATE INDEX tournaments_active ON tournaments (id) WHERE status IN ('open', 'starting', 'running');

CREATE TABLE tournament_entrants (
    tournament_id BIGINT NOT NULL REFERENCES tournaments ON DELETE CASCADE,
    user_id       BIGINT NOT NULL REFERENCES users,
    -- The order of entry is the seed: the stable order every tie falls back on.
    entry         BIGINT GENERATED ALWAYS AS IDENTITY,
    joined_at     TIMESTAMPTZ NOT NULL,
    withdrawn_at  TIMESTAMPTZ,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entrants_user ON tournament_entrants (user_id);

-- A Swiss round's odd player out. One a round, so a round's bye cannot be given twice.
CREATE TABLE tournament_byes (
    tournament_id BIGINT NOT NULL REFERENCES tournaments ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    user_id       BIGINT NOT NULL REFERENCES users,
    PRIMARY KEY (tournament_id, round)
);

ALTER TABLE games ADD COLUMN tournament_id BIGINT REFERENCES tournaments,
                  ADD COLUMN tournament_round INTEGER,
                  ADD CONSTRAINT games_tournament_round CHECK ((tournament_id IS NULL) = (tournament_round IS NULL));
CREATE INDEX games_tournament ON games (tournament_id, tournament_round) WHERE tournament_id IS NOT NULL;
-- A Swiss player has one game a round: a round paired twice would break this.
CREATE UNIQUE INDEX games_swiss_first ON games (tournament_id, tournament_round, first_id)
    WHERE tournament_round > 0;
CREATE UNIQUE INDEX games_swiss_second ON games (tournament_id, tournament_round, second_id)
    WHERE tournament_round > 0;
