-- An account's analyses, finished or not, are found by who asked: its own-data download lists them all, and
-- deleting the account clears its name from each. The index of those still waiting served only the cap on them.
CREATE INDEX game_analyses_requested_by ON game_analyses (requested_by);
DROP INDEX game_analyses_waiting_by;
