//! A player's own data, as the download of it holds it: each table's rows that belong to the account, as JSON
//! straight from PostgreSQL, so that a column added later is part of the download without a change here. Only
//! secrets (password and token hashes, the unsubscribe secret) and the lookup keys derived from other columns
//! are left out.

use serde_json::Value;
use sqlx::PgExecutor;

use super::{GameId, UserId};

/// Everything of the account's that does not grow with the games it plays: the account and its settings, its
/// sessions, API tokens, mailed links, saved setups, ratings and their history, tournament entries, the mails
/// queued to it, the sign-ins under its name and the audit entries about it.
pub async fn account_sections(db: impl PgExecutor<'_>, user: UserId) -> Result<Value, sqlx::Error> {
    let found = sqlx::query_scalar!(
        r#"SELECT jsonb_build_object(
             'account', (SELECT to_jsonb(u) - 'password_hash' - 'unsubscribe_secret' - 'username_key' - 'email_key'
                         FROM users u WHERE u.id = $1),
             'sessions', (SELECT coalesce(jsonb_agg(to_jsonb(s) - 'token_hash' - 'user_id' ORDER BY s.id), '[]')
                          FROM sessions s WHERE s.user_id = $1),
             'api_tokens', (SELECT coalesce(jsonb_agg(to_jsonb(t) - 'token_hash' - 'user_id' ORDER BY t.id), '[]')
                            FROM api_tokens t WHERE t.user_id = $1),
             'mailed_links', (SELECT coalesce(jsonb_agg(to_jsonb(k) - 'token_hash' - 'user_id'
                                                        ORDER BY k.expires_at), '[]')
                              FROM tokens k WHERE k.user_id = $1),
             'saved_setups', (SELECT coalesce(jsonb_agg(to_jsonb(s) - 'user_id' ORDER BY s.variant, s.name), '[]')
                              FROM saved_setups s WHERE s.user_id = $1),
             'ratings', (SELECT coalesce(jsonb_agg(to_jsonb(r) - 'user_id' ORDER BY r.variant), '[]')
                         FROM ratings r WHERE r.user_id = $1),
             'rating_history', (SELECT coalesce(jsonb_agg(to_jsonb(h) - 'user_id' ORDER BY h.id), '[]')
                                FROM rating_history h WHERE h.user_id = $1),
             'tournament_entries', (SELECT coalesce(jsonb_agg(to_jsonb(e) - 'user_id' ORDER BY e.joined_at), '[]')
                                    FROM tournament_entrants e WHERE e.user_id = $1),
             'mail', (SELECT coalesce(jsonb_agg(to_jsonb(m) - 'user_id' ORDER BY m.id), '[]')
                      FROM outbox m WHERE m.user_id = $1),
             'mail_bounces', (SELECT coalesce(jsonb_agg(to_jsonb(b) - 'user_id'), '[]')
                              FROM mail_bounces b WHERE b.user_id = $1),
             'mail_taken_in', (SELECT coalesce(jsonb_agg(to_jsonb(i) - 'user_id' ORDER BY i.received_at), '[]')
                               FROM inbound_mail i WHERE i.user_id = $1),
             'sign_ins', (SELECT coalesce(jsonb_agg(to_jsonb(a) - 'username_key' ORDER BY a.at), '[]')
                          FROM login_attempts a
                          WHERE a.username_key = (SELECT username_key FROM users WHERE id = $1)),
             'analyses_asked_for', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                              'game_id', a.game_id, 'requested_at', a.requested_at,
                                              'finished_at', a.finished_at) ORDER BY a.requested_at), '[]')
                                    FROM game_analyses a WHERE a.requested_by = $1),
             'audit', (SELECT coalesce(jsonb_agg(to_jsonb(l) - 'actor_id' - 'target_user' ORDER BY l.id), '[]')
                       FROM audit_log l WHERE l.target_user = $1)
           ) AS "sections!""#,
        user.0
    )
    .fetch_one(db)
    .await?;
    Ok(found)
}

/// The account's notes and the messages it wrote in one game.
pub async fn in_game(db: impl PgExecutor<'_>, game: GameId, user: UserId) -> Result<Value, sqlx::Error> {
    let found = sqlx::query_scalar!(
        r#"SELECT jsonb_build_object(
             'notes', (SELECT coalesce(jsonb_agg(to_jsonb(n) - 'game_id' - 'author_id' ORDER BY n.start_square), '[]')
                       FROM piece_notes n WHERE n.game_id = $1 AND n.author_id = $2),
             'messages_written', (SELECT coalesce(jsonb_agg(to_jsonb(m) - 'game_id' - 'author_id' ORDER BY m.id), '[]')
                                  FROM game_messages m WHERE m.game_id = $1 AND m.author_id = $2)
           ) AS "found!""#,
        game.0,
        user.0
    )
    .fetch_one(db)
    .await?;
    Ok(found)
}
