-- How a preset's games end, how long they last, and how people fare against each computer level: counted as
-- games end, by the same trigger that counts results, so that a preset's page reads a few rows however many
-- games were played.
CREATE TABLE preset_endings (
    variant TEXT NOT NULL,
    reason  TEXT NOT NULL,
    games   BIGINT NOT NULL DEFAULT 0,
    -- Single moves played in those games, for their average length.
    plies   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (variant, reason)
);

CREATE TABLE preset_computer_results (
    variant       TEXT NOT NULL,
    level         TEXT NOT NULL,
    games         BIGINT NOT NULL DEFAULT 0,
    person_wins   BIGINT NOT NULL DEFAULT 0,
    computer_wins BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (variant, level)
);

INSERT INTO preset_endings (variant, reason, games, plies)
SELECT variant, result_reason, count(*), sum(ply)
FROM games WHERE status = 'finished' AND result_reason <> 'aborted'
GROUP BY variant, result_reason;

INSERT INTO preset_computer_results (variant, level, games, person_wins, computer_wins)
SELECT g.variant, c.computer_level, count(*),
       count(*) FILTER (WHERE g.winner IS NOT NULL AND g.winner <> (CASE WHEN c.id = g.first_id THEN 0 ELSE 1 END)),
       count(*) FILTER (WHERE g.winner = (CASE WHEN c.id = g.first_id THEN 0 ELSE 1 END))
FROM games g JOIN users c ON c.id IN (g.first_id, g.second_id) AND c.computer_level IS NOT NULL
WHERE g.status = 'finished' AND g.result_reason <> 'aborted'
GROUP BY g.variant, c.computer_level;

CREATE OR REPLACE FUNCTION count_preset_result() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    -- Named apart from every column, which plpgsql would otherwise confuse them with.
    v_computer BIGINT;
    v_level TEXT;
    v_seat INT;
BEGIN
    INSERT INTO preset_results AS r (variant, games, first_wins, second_wins, draws)
    VALUES (NEW.variant, 1, (NEW.winner IS NOT DISTINCT FROM 0)::int, (NEW.winner IS NOT DISTINCT FROM 1)::int,
            (NEW.winner IS NULL)::int)
    ON CONFLICT (variant) DO UPDATE SET games = r.games + 1, first_wins = r.first_wins + EXCLUDED.first_wins,
        second_wins = r.second_wins + EXCLUDED.second_wins, draws = r.draws + EXCLUDED.draws;
    INSERT INTO preset_endings AS e (variant, reason, games, plies)
    VALUES (NEW.variant, NEW.result_reason, 1, NEW.ply)
    ON CONFLICT (variant, reason) DO UPDATE SET games = e.games + 1, plies = e.plies + EXCLUDED.plies;
    SELECT u.id, u.computer_level INTO v_computer, v_level
    FROM users u WHERE u.id IN (NEW.first_id, NEW.second_id) AND u.computer_level IS NOT NULL LIMIT 1;
    IF v_level IS NOT NULL THEN
        v_seat := CASE WHEN v_computer = NEW.first_id THEN 0 ELSE 1 END;
        INSERT INTO preset_computer_results AS p (variant, level, games, person_wins, computer_wins)
        VALUES (NEW.variant, v_level, 1, (NEW.winner IS NOT NULL AND NEW.winner <> v_seat)::int,
                (NEW.winner IS NOT DISTINCT FROM v_seat)::int)
        ON CONFLICT (variant, level) DO UPDATE SET games = p.games + 1,
            person_wins = p.person_wins + EXCLUDED.person_wins, computer_wins = p.computer_wins + EXCLUDED.computer_wins;
    END IF;
    RETURN NULL;
END
$$;
