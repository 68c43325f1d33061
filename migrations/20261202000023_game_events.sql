-- Open game pages follow their game: every change a page shows is announced on the channel `game_changed`,
-- which each web process LISTENs to once and passes on to the pages it streams to. The announcement says only
-- which game changed (and its ply when a move did): a page that hears it fetches itself again, drawn from its
-- own viewer's view. NOTIFY is sent when the transaction commits, so nothing is announced that did not happen.
-- Triggers rather than calls from each use-case: resigning, a draw, a setup, the sweep's verdicts and an admin's
-- decisions all change the row, and none of them can forget to say so.

CREATE FUNCTION announce_game_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        -- A rematch offered after a game shows on that game's page.
        IF NEW.rematch_of IS NOT NULL THEN
            PERFORM pg_notify('game_changed', NEW.rematch_of::text);
        END IF;
        RETURN NULL;
    END IF;
    IF (NEW.ply, NEW.status, NEW.draw_offer_by) IS DISTINCT FROM (OLD.ply, OLD.status, OLD.draw_offer_by) THEN
        PERFORM pg_notify('game_changed', NEW.id::text || ' ' || NEW.ply::text);
        IF NEW.rematch_of IS NOT NULL AND NEW.status IS DISTINCT FROM OLD.status THEN
            PERFORM pg_notify('game_changed', NEW.rematch_of::text);
        END IF;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER games_announce AFTER INSERT OR UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION announce_game_change();

CREATE FUNCTION announce_game_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_changed', NEW.game_id::text);
    RETURN NULL;
END
$$;

-- A new message, or one an admin hid, changes both players' pages.
CREATE TRIGGER game_messages_announce AFTER INSERT OR UPDATE OF hidden_at ON game_messages
    FOR EACH ROW EXECUTE FUNCTION announce_game_message();
