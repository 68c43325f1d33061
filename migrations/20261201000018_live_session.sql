-- A live session's user as every signed-in page needs it: the account's settings and the games waiting for it.
-- A set-returning SQL function, so that a page's own statement can call it in FROM and the planner inlines it
-- there: the session then costs no round trip of its own.
CREATE FUNCTION live_session(token BYTEA, idle_since TIMESTAMPTZ, opened_since TIMESTAMPTZ)
RETURNS TABLE (session_id BIGINT, last_seen_at TIMESTAMPTZ, user_id BIGINT, username TEXT, numbering numbering,
               orientation orientation, role user_role, lang lang, email_verified BOOLEAN, confirm_moves BOOLEAN,
               letters_only BOOLEAN, acting BIGINT[])
LANGUAGE sql STABLE AS $$
    SELECT s.id, s.last_seen_at, u.id, u.username, u.numbering, u.orientation, u.role, u.lang,
           u.email_verified_at IS NOT NULL, u.confirm_moves, u.letters_only,
           ARRAY(SELECT a FROM acting_games(u.id) a)
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = token AND s.last_seen_at > idle_since AND s.created_at > opened_since
      AND u.disabled_at IS NULL AND u.deleted_at IS NULL
$$;
