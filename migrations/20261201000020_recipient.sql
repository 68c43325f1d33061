-- What sending a player mail needs to know about them, in one place: read on its own, and by the statement that
-- writes a move, for the player whose turn the move makes (a turn mail or a computer's move request follows).
CREATE FUNCTION recipient(player BIGINT)
RETURNS TABLE (id BIGINT, username TEXT, email TEXT, numbering numbering, mail_off JSONB, daily_digest BOOLEAN,
               last_active_at TIMESTAMPTZ, unsubscribe_secret TEXT, lang lang, is_computer BOOLEAN)
LANGUAGE sql STABLE AS $$
    SELECT u.id, u.username, u.email, u.numbering, u.mail_off, u.daily_digest, u.last_active_at,
           u.unsubscribe_secret, u.lang, u.computer_level IS NOT NULL
    FROM users u WHERE u.id = player
$$;
