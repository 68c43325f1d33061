-- The time zone a player reads dates in: an IANA name the service checked ("Europe/Helsinki"); none means UTC,
-- until the player chooses (the account page offers the browser's own zone).
ALTER TABLE users ADD COLUMN time_zone TEXT;

-- Every page and every mail now writes moments in the reader's zone.
DROP FUNCTION live_session(BYTEA, TIMESTAMPTZ, TIMESTAMPTZ);
CREATE FUNCTION live_session(token BYTEA, idle_since TIMESTAMPTZ, opened_since TIMESTAMPTZ)
RETURNS TABLE (session_id BIGINT, last_seen_at TIMESTAMPTZ, user_id BIGINT, username TEXT, numbering numbering,
               orientation orientation, role user_role, lang lang, email_verified BOOLEAN, confirm_moves BOOLEAN,
               letters_only BOOLEAN, acting BIGINT[], mail_bouncing_since TIMESTAMPTZ, email TEXT, time_zone TEXT)
LANGUAGE sql STABLE AS $$
    SELECT s.id, s.last_seen_at, u.id, u.username, u.numbering, u.orientation, u.role, u.lang,
           u.email_verified_at IS NOT NULL, u.confirm_moves, u.letters_only,
           ARRAY(SELECT a FROM acting_games(u.id) a), (SELECT b.since FROM mail_bounces b WHERE b.user_id = u.id),
           u.email, u.time_zone
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = token AND s.last_seen_at > idle_since AND s.created_at > opened_since
      AND u.disabled_at IS NULL AND u.deleted_at IS NULL
$$;

DROP FUNCTION recipient(BIGINT);
CREATE FUNCTION recipient(player BIGINT)
RETURNS TABLE (id BIGINT, username TEXT, email TEXT, numbering numbering, mail_off JSONB, daily_digest BOOLEAN,
               last_active_at TIMESTAMPTZ, unsubscribe_secret TEXT, lang lang, is_computer BOOLEAN,
               mail_moves BOOLEAN, mail_move_receipts BOOLEAN, mail_bounces INTEGER, email_verified BOOLEAN,
               time_zone TEXT)
LANGUAGE sql STABLE AS $$
    SELECT u.id, u.username, u.email, u.numbering, u.mail_off, u.daily_digest, u.last_active_at,
           u.unsubscribe_secret, u.lang, u.computer_level IS NOT NULL, u.mail_moves, u.mail_move_receipts,
           COALESCE((SELECT b.bounces FROM mail_bounces b WHERE b.user_id = u.id), 0), u.email_verified_at IS NOT NULL,
           u.time_zone
    FROM users u WHERE u.id = player
$$;
