-- Results by preset, counted as games end: a preset's page reads one row however many games were played. A
-- trigger counts each game as it becomes finished, so that every way a game ends is counted once, also by a
-- process of the previous version still running during an upgrade. Aborted games have no result.
CREATE TABLE preset_results (
    variant     TEXT PRIMARY KEY,
    games       BIGINT NOT NULL DEFAULT 0,
    first_wins  BIGINT NOT NULL DEFAULT 0,
    second_wins BIGINT NOT NULL DEFAULT 0,
    draws       BIGINT NOT NULL DEFAULT 0
);

INSERT INTO preset_results (variant, games, first_wins, second_wins, draws)
SELECT variant, count(*), count(*) FILTER (WHERE winner = 0), count(*) FILTER (WHERE winner = 1),
       count(*) FILTER (WHERE winner IS NULL)
FROM games WHERE status = 'finished' AND result_reason <> 'aborted'
GROUP BY variant;

CREATE FUNCTION count_preset_result() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO preset_results AS r (variant, games, first_wins, second_wins, draws)
    VALUES (NEW.variant, 1, (NEW.winner IS NOT DISTINCT FROM 0)::int, (NEW.winner IS NOT DISTINCT FROM 1)::int,
            (NEW.winner IS NULL)::int)
    ON CONFLICT (variant) DO UPDATE SET games = r.games + 1, first_wins = r.first_wins + EXCLUDED.first_wins,
        second_wins = r.second_wins + EXCLUDED.second_wins, draws = r.draws + EXCLUDED.draws;
    RETURN NULL;
END
$$;

CREATE TRIGGER games_count_finished AFTER UPDATE OF status ON games FOR EACH ROW
    WHEN (OLD.status <> 'finished' AND NEW.status = 'finished' AND NEW.result_reason <> 'aborted')
    EXECUTE FUNCTION count_preset_result();
-- Games written finished (the load bench's seeding).
CREATE TRIGGER games_count_inserted_finished AFTER INSERT ON games FOR EACH ROW
    WHEN (NEW.status = 'finished' AND NEW.result_reason <> 'aborted')
    EXECUTE FUNCTION count_preset_result();
