-- A game's moves, in order, on the game's own row: every read of a game needs them all (to replay it), and one
-- array read with the row costs a small part of an index scan over a long game's move rows. The `moves` table
-- stays the log of when each move was played; a move is written to both in one statement.
ALTER TABLE games ADD COLUMN record TEXT[] NOT NULL DEFAULT '{}';

UPDATE games g SET record = m.record
FROM (SELECT game_id, array_agg(mv ORDER BY ply) AS record FROM moves GROUP BY game_id) m
WHERE m.game_id = g.id;

ALTER TABLE games ADD CONSTRAINT games_record_is_every_ply CHECK (cardinality(record) = ply);
