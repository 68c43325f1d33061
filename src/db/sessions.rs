//! The `sessions` table: only a hash of each session token is stored.

use sqlx::PgExecutor;

use super::users::{Numbering, Orientation, Role};
use super::{GameId, UserId};
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
    /// The account's address is confirmed.
    pub email_verified: bool,
    /// Ask before a move is sent.
    pub confirm_moves: bool,
    /// Pieces drawn as letters and numbers only, without pictures.
    pub letters_only: bool,
    /// The games in which the user must act now, oldest first: counted in the tab's title, and the next one is
    /// a link on every game page.
    pub acting: Vec<GameId>,
}

pub async fn create(
    db: impl PgExecutor<'_>,
    token_hash: &[u8],
    user: UserId,
    address: &str,
    user_agent: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO sessions (token_hash, user_id, address, user_agent, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING id",
        token_hash,
        user.0,
        address,
        user_agent,
        now
    )
    .fetch_one(db)
    .await
}

/// A live session's user, and when the session was last noted as seen: a read, no write. A session unused
/// since `idle_since`, or opened before `opened_since`, has ended; so has every session of a disabled or
/// deleted account.
pub async fn resolve(
    db: impl PgExecutor<'_>,
    token_hash: &[u8],
    idle_since: chrono::DateTime<chrono::Utc>,
    opened_since: chrono::DateTime<chrono::Utc>,
) -> Result<Option<(SessionUser, chrono::DateTime<chrono::Utc>)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT s.id AS session_id, s.last_seen_at, u.id AS "user_id: UserId", u.username,
                  u.numbering AS "numbering: Numbering", u.orientation AS "orientation: Orientation",
                  u.role AS "role: Role", u.lang AS "lang: Lang",
                  (u.email_verified_at IS NOT NULL) AS "email_verified!", u.confirm_moves, u.letters_only,
                  ARRAY(SELECT a FROM acting_games(u.id) a) AS "acting!"
           FROM sessions s JOIN users u ON u.id = s.user_id
           WHERE s.token_hash = $1 AND s.last_seen_at > $2 AND s.created_at > $3
             AND u.disabled_at IS NULL AND u.deleted_at IS NULL"#,
        token_hash,
        idle_since,
        opened_since
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| {
        let user = SessionUser {
            session_id: r.session_id,
            user_id: r.user_id,
            username: r.username,
            numbering: r.numbering,
            orientation: r.orientation,
            role: r.role,
            lang: r.lang,
            email_verified: r.email_verified,
            confirm_moves: r.confirm_moves,
            letters_only: r.letters_only,
            acting: r.acting.into_iter().map(GameId).collect(),
        };
        (user, r.last_seen_at)
    }))
}

/// Notes that a session and its user were seen at `now`, in one statement.
pub async fn touch(
    db: impl PgExecutor<'_>,
    session_id: i64,
    user: UserId,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"WITH s AS (UPDATE sessions SET last_seen_at = $3 WHERE id = $1)
           UPDATE users SET last_active_at = $3 WHERE id = $2"#,
        session_id,
        user.0,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Deletes the sessions that have ended. Returns how many.
pub async fn purge(
    db: impl PgExecutor<'_>,
    idle_since: chrono::DateTime<chrono::Utc>,
    opened_since: chrono::DateTime<chrono::Utc>,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM sessions WHERE last_seen_at <= $1 OR created_at <= $2",
        idle_since,
        opened_since
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// Ends one of the user's own sessions. Returns whether there was one.
pub async fn delete_own(db: impl PgExecutor<'_>, user: UserId, session_id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM sessions WHERE id = $1 AND user_id = $2",
        session_id,
        user.0
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
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

/// A session as its owner and the admin console list it.
#[derive(Debug, Clone)]
pub struct ListedSession {
    pub id: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub last_seen_at: chrono::DateTime<chrono::Utc>,
    pub address: Option<String>,
    pub user_agent: Option<String>,
}

/// The account's sessions, the most recently seen first.
pub async fn of_user(db: impl PgExecutor<'_>, id: UserId) -> Result<Vec<ListedSession>, sqlx::Error> {
    sqlx::query_as!(
        ListedSession,
        "SELECT id, created_at, last_seen_at, address, user_agent FROM sessions WHERE user_id = $1
         ORDER BY last_seen_at DESC",
        id.0
    )
    .fetch_all(db)
    .await
}
