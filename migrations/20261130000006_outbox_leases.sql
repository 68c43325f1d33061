-- A worker marks a mail sent or failed only with the lease it was given: a worker whose lease ran out (and
-- whose mail another worker took) can no longer overwrite what the other did.
ALTER TABLE outbox ADD COLUMN lease_token TEXT;
