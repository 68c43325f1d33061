-- A game's record is rewritten with every move, and once the row outgrows about 2 kB PostgreSQL compresses it on
-- each write: with its default method that was a twelfth of the database's time under the load bench's moves.
-- LZ4 compresses several times faster. Servers built without LZ4 keep the default (the column works either way).
DO $$
BEGIN
    ALTER TABLE games ALTER COLUMN record SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this PostgreSQL has no LZ4: game records keep the default compression';
END
$$;
