-- Results by preset, counted as games end: a preset's page reads one row however many games were played.
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
