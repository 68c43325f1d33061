-- Moves by mail: a turn mail's reply address, the messages taken in (each once), a player's switches, and the
-- bounces of the mail sent to an address.

ALTER TABLE users
    -- Replies to turn mails are played (the player can turn it off for their account).
    ADD COLUMN mail_moves          BOOLEAN NOT NULL DEFAULT true,
    -- A short "move played" mail after a move by mail (off unless asked for).
    ADD COLUMN mail_move_receipts  BOOLEAN NOT NULL DEFAULT false;

-- An account's address that bounces: hard bounces since it was last confirmed, from when, and the last reason.
-- A table of its own holds only the few failing addresses, which the admin console and /metrics read whole; the
-- row goes when the address is confirmed again or changed.
CREATE TABLE mail_bounces (
    user_id BIGINT PRIMARY KEY REFERENCES users ON DELETE CASCADE,
    address TEXT NOT NULL,
    bounces INTEGER NOT NULL,
    since   TIMESTAMPTZ NOT NULL,
    detail  TEXT NOT NULL
);

-- The address a reply to the mail goes to (a turn mail's play+… address).
ALTER TABLE outbox ADD COLUMN reply_to TEXT;

-- Every message the inbound entrances acted on, by its Message-ID and recipient: a message the mail server
-- delivers again is taken once.
CREATE TABLE inbound_mail (
    message_key TEXT PRIMARY KEY,
    received_at TIMESTAMPTZ NOT NULL,
    user_id     BIGINT REFERENCES users ON DELETE CASCADE,
    game_id     BIGINT REFERENCES games ON DELETE CASCADE,
    -- What became of it: played, refused, ignored.
    outcome     TEXT NOT NULL
);
CREATE INDEX inbound_mail_by_user ON inbound_mail (user_id, received_at);
CREATE INDEX inbound_mail_by_game ON inbound_mail (game_id);
CREATE INDEX inbound_mail_received ON inbound_mail (received_at);

-- A recipient now also says whether they move by mail and want receipts, and whether their address is suspended.
DROP FUNCTION recipient(BIGINT);
CREATE FUNCTION recipient(player BIGINT)
RETURNS TABLE (id BIGINT, username TEXT, email TEXT, numbering numbering, mail_off JSONB, daily_digest BOOLEAN,
               last_active_at TIMESTAMPTZ, unsubscribe_secret TEXT, lang lang, is_computer BOOLEAN,
               mail_moves BOOLEAN, mail_move_receipts BOOLEAN, mail_bounces INTEGER, email_verified BOOLEAN)
LANGUAGE sql STABLE AS $$
    SELECT u.id, u.username, u.email, u.numbering, u.mail_off, u.daily_digest, u.last_active_at,
           u.unsubscribe_secret, u.lang, u.computer_level IS NOT NULL, u.mail_moves, u.mail_move_receipts,
           COALESCE((SELECT b.bounces FROM mail_bounces b WHERE b.user_id = u.id), 0), u.email_verified_at IS NOT NULL
    FROM users u WHERE u.id = player
$$;

-- Every signed-in page shows a banner while mail to the player's address bounces.
DROP FUNCTION live_session(BYTEA, TIMESTAMPTZ, TIMESTAMPTZ);
CREATE FUNCTION live_session(token BYTEA, idle_since TIMESTAMPTZ, opened_since TIMESTAMPTZ)
RETURNS TABLE (session_id BIGINT, last_seen_at TIMESTAMPTZ, user_id BIGINT, username TEXT, numbering numbering,
               orientation orientation, role user_role, lang lang, email_verified BOOLEAN, confirm_moves BOOLEAN,
               letters_only BOOLEAN, acting BIGINT[], mail_bouncing_since TIMESTAMPTZ, email TEXT)
LANGUAGE sql STABLE AS $$
    SELECT s.id, s.last_seen_at, u.id, u.username, u.numbering, u.orientation, u.role, u.lang,
           u.email_verified_at IS NOT NULL, u.confirm_moves, u.letters_only,
           ARRAY(SELECT a FROM acting_games(u.id) a), (SELECT b.since FROM mail_bounces b WHERE b.user_id = u.id),
           u.email
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = token AND s.last_seen_at > idle_since AND s.created_at > opened_since
      AND u.disabled_at IS NULL AND u.deleted_at IS NULL
$$;
