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

/// Who a request with this token comes from.
#[derive(Debug, Clone)]
pub struct TokenUser {
    pub token_id: i64,
    pub user_id: UserId,
    pub username: String,
    pub lang: Option<Lang>,
    pub numbering: Numbering,
    pub can_play: bool,
    pub last_used_at: Option<DateTime<Utc>>,
}

/// The live token with this hash, of an active account; `None` for an unknown, revoked or disowned one. A read:
/// an API request that reads writes nothing.
pub async fn find(db: impl PgExecutor<'_>, hash: &[u8]) -> Result<Option<TokenUser>, sqlx::Error> {
    sqlx::query_as!(
        TokenUser,
        r#"SELECT t.id AS token_id, u.id AS "user_id: UserId", u.username, u.lang AS "lang: Lang",
                  u.numbering AS "numbering: Numbering", t.can_play, t.last_used_at
           FROM api_tokens t JOIN users u ON u.id = t.user_id
           WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.disabled_at IS NULL AND u.deleted_at IS NULL"#,
        hash
    )
    .fetch_optional(db)
    .await
}

/// Notes when the token was last used (to the minute or so: the account page shows it).
pub async fn touch(db: impl PgExecutor<'_>, token: i64, now: DateTime<Utc>) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE api_tokens SET last_used_at = $2 WHERE id = $1", token, now)
        .execute(db)
        .await?;
    Ok(())
}

/// Takes `n` requests from the account's budget (all its tokens share one): the window restarts once it began
/// before `window_since`. Returns the requests taken in the window, these included, and when it began.
pub async fn reserve(
    db: impl PgExecutor<'_>,
    user: UserId,
    n: i32,
    now: DateTime<Utc>,
    window_since: DateTime<Utc>,
) -> Result<(i32, DateTime<Utc>), sqlx::Error> {
    let row = sqlx::query!(
        r#"INSERT INTO api_budget AS b (user_id, window_start, window_count) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET
               window_count = CASE WHEN b.window_start > $4 THEN b.window_count + $3 ELSE $3 END,
               window_start = CASE WHEN b.window_start > $4 THEN b.window_start ELSE $2 END
           RETURNING window_count, window_start"#,
        user.0,
        now,
        n,
        window_since
    )
    .fetch_one(db)
    .await?;
    Ok((row.window_count, row.window_start))
}
