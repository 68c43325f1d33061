//! The `api_tokens` table: personal access tokens for the JSON API, stored as hashes.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::UserId;
use super::users::Numbering;
use crate::i18n::Lang;

pub async fn create(
    db: impl PgExecutor<'_>,
    user: UserId,
    name: &str,
    hash: &[u8],
    can_play: bool,
    now: DateTime<Utc>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO api_tokens (user_id, name, token_hash, can_play, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
        user.0,
        name,
        hash,
        can_play,
        now
    )
    .fetch_one(db)
    .await
}

/// Live tokens an account has.
pub async fn count_live(db: impl PgExecutor<'_>, user: UserId) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL"#,
        user.0
    )
    .fetch_one(db)
    .await
}

/// A token as its owner's account page lists it.
#[derive(Debug, Clone)]
pub struct ListedToken {
    pub id: i64,
    pub name: String,
    pub can_play: bool,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
}

pub async fn of_user(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<ListedToken>, sqlx::Error> {
    sqlx::query_as!(
        ListedToken,
        "SELECT id, name, can_play, created_at, last_used_at FROM api_tokens
         WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC",
        user.0
    )
    .fetch_all(db)
    .await
}

/// Revokes one of the account's tokens. Returns false when it has no such live token.
pub async fn revoke(db: impl PgExecutor<'_>, user: UserId, id: i64, now: DateTime<Utc>) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE api_tokens SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL",
        id,
        user.0,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Revokes every live token of the account (its password changed).
pub async fn revoke_all(db: impl PgExecutor<'_>, user: UserId, now: DateTime<Utc>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE api_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL",
        user.0,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Who a request with this token comes from, and how many requests the token has made in the current window.
#[derive(Debug, Clone)]
pub struct TokenUser {
    pub user_id: UserId,
    pub username: String,
    pub lang: Option<Lang>,
    pub numbering: Numbering,
    pub can_play: bool,
    pub requests_in_window: i32,
}

/// Notes a live token of an active account as used and counts the request against the account (all its tokens
/// share one budget), in one statement: the window restarts once it is older than `window_since`. `None` for an
/// unknown, revoked or disowned token.
pub async fn use_token(
    db: impl PgExecutor<'_>,
    hash: &[u8],
    now: DateTime<Utc>,
    window_since: DateTime<Utc>,
) -> Result<Option<TokenUser>, sqlx::Error> {
    sqlx::query_as!(
        TokenUser,
        r#"WITH used AS (
               UPDATE api_tokens t SET last_used_at = $2
               FROM users u
               WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.id = t.user_id
                 AND u.disabled_at IS NULL AND u.deleted_at IS NULL
               RETURNING u.id, u.username, u.lang, u.numbering, t.can_play
           ), counted AS (
               INSERT INTO api_budget AS b (user_id, window_start, window_count)
               SELECT id, $2, 1 FROM used
               ON CONFLICT (user_id) DO UPDATE SET
                   window_count = CASE WHEN b.window_start > $3 THEN b.window_count + 1 ELSE 1 END,
                   window_start = CASE WHEN b.window_start > $3 THEN b.window_start ELSE $2 END
               RETURNING user_id, window_count
           )
           SELECT used.id AS "user_id!: UserId", used.username AS "username!", used.lang AS "lang!: Lang",
                  used.numbering AS "numbering!: Numbering", used.can_play AS "can_play!",
                  counted.window_count AS "requests_in_window!"
           FROM used JOIN counted ON counted.user_id = used.id"#,
        hash,
        now,
        window_since
    )
    .fetch_optional(db)
    .await
}
