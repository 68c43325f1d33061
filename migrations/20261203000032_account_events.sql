-- What happened to an account, for the API's event stream (`GET /api/v1/events`): your turn, a challenge, a game
-- over, a message, a tournament pairing. A row is written in the transaction that made the event, so an event
-- exists exactly when what it tells of was committed.
--
-- A client resumes with the last number it read and must miss nothing. Row ids cannot serve: they are drawn when
-- a row is written, and a transaction that drew a smaller one may commit later. So rows are written unnumbered
-- (seq NULL) and numbered after they commit, by one numbering transaction at a time (an advisory lock): every
-- number given is larger than any committed before, and a reader that has seen number N will find each later
-- event above N.
CREATE TABLE account_events (
    id      BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users ON DELETE CASCADE,
    -- The other account the event names (a challenger, an opponent, a message's author): its deletion takes the
    -- event along, as it takes the name and the words the event carries.
    other_id BIGINT REFERENCES users ON DELETE CASCADE,
    seq     BIGINT UNIQUE,
    at      TIMESTAMPTZ NOT NULL,
    body    JSONB NOT NULL
);
CREATE SEQUENCE account_event_seq;
CREATE INDEX account_events_unnumbered ON account_events (id) WHERE seq IS NULL;
CREATE INDEX account_events_of_user ON account_events (user_id, seq);
CREATE INDEX account_events_at ON account_events (at);
CREATE INDEX account_events_naming ON account_events (other_id) WHERE other_id IS NOT NULL;

-- Written events wake the numbering (any web process that holds a stream does it); numbered events wake the
-- streams of their account (`account_event`, with the account's id, sent by the numbering transaction).
CREATE FUNCTION announce_account_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('account_events_written', '');
    RETURN NULL;
END
$$;

CREATE TRIGGER account_events_announce AFTER INSERT ON account_events
    FOR EACH STATEMENT EXECUTE FUNCTION announce_account_events();
