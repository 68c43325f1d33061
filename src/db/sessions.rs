//! The `sessions` table: only a hash of each session token is stored.

use sqlx::PgExecutor;

use super::UserId;
use super::users::{Numbering, Orientation, Role};
use crate::i18n::Lang;

/// The signed-in user behind a session token.
#[derive(Debug, Clone)]
pub struct SessionUser {
    pub session_id: i64,
    pub user_id: UserId,
    pub username: String,
    pub numbering: Numbering,
    pub orientation: Orientation,
    pub role: Role,
    /// The language chosen for the account, if any.
    pub lang: Option<Lang>,
}

pub async fn create(
    db: impl PgExecutor<'_>,
    token_hash: &[u8],
    user: UserId,
    address: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO sessions (token_hash, user_id, address) VALUES ($1, $2, $3)",
        token_hash,
        user.0,
        address
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Resolves a token and notes that the session and its user were seen at `now`, in one statement.
pub async fn resolve(
    db: impl PgExecutor<'_>,
    token_hash: &[u8],
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Option<SessionUser>, sqlx::Error> {
    sqlx::query_as!(
        SessionUser,
        r#"WITH s AS (UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 RETURNING id, user_id),
                u AS (UPDATE users SET last_active_at = $2 FROM s WHERE users.id = s.user_id
                      RETURNING users.id, users.username, users.numbering, users.orientation, users.role, users.lang)
           SELECT s.id AS "session_id!", u.id AS "user_id!: UserId", u.username AS "username!",
                  u.numbering AS "numbering!: Numbering", u.orientation AS "orientation!: Orientation",
                  u.role AS "role!: Role", u.lang AS "lang: Lang"
           FROM s JOIN u ON u.id = s.user_id"#,
        token_hash,
        now
    )
    .fetch_optional(db)
    .await
}

pub async fn delete(db: impl PgExecutor<'_>, session_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM sessions WHERE id = $1", session_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Ends every session of a user except `keep`.
pub async fn delete_others(db: impl PgExecutor<'_>, user: UserId, keep: Option<i64>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2",
        user.0,
        keep
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The account's sessions: when opened, last seen, from where.
pub async fn sessions(
    db: impl PgExecutor<'_>,
    id: UserId,
) -> Result<
    Vec<(
        chrono::DateTime<chrono::Utc>,
        chrono::DateTime<chrono::Utc>,
        Option<String>,
    )>,
    sqlx::Error,
> {
    let rows = sqlx::query!(
        "SELECT created_at, last_seen_at, address FROM sessions WHERE user_id = $1 ORDER BY last_seen_at DESC",
        id.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.created_at, r.last_seen_at, r.address))
        .collect())
}
