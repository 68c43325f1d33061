-- A game against the computer may ask the expert to think longer than the installation's usual time a move
-- (COMPUTER_MOVE_MS): up to ten seconds, the worker's budget for one job. NULL: the usual time.
ALTER TABLE games ADD COLUMN computer_think_ms integer
    CHECK (computer_think_ms BETWEEN 1000 AND 10000);
