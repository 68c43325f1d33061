//! The `sessions` table: only a hash of each session token is stored.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use sqlx::types::Json;

use super::users::{Numbering, Orientation, Role};
use super::{GameId, UserId};
use crate::i18n::{Lang, Zone};

/// The signed-in user behind a session token.
#[derive(Debug, Clone, Hash, serde::Deserialize)]
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
    /// Mail to the account's address bounces, since then: every page says so.
    pub mail_bouncing_since: Option<DateTime<Utc>>,
    /// The account's address, for that banner.
    pub email: String,
    /// The zone the player reads dates in, once chosen.
    pub time_zone: Option<Zone>,
}

pub async fn create(
    db: impl PgExecutor<'_>,
    token_hash: &[u8],
    user: UserId,
    address: &str,
    user_agent: &str,
    now: DateTime<Utc>,
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

/// A live session's user and when the session was last noted as seen, as the SQL function `live_session` gives
/// it (as JSON, so that any page's statement can carry it in one column).
#[derive(Debug, serde::Deserialize)]
pub struct LiveSession {
    pub last_seen_at: DateTime<Utc>,
    #[serde(flatten)]
    pub user: SessionUser,
}

/// A session token's hash, and the times before which a session has ended: unused since `idle_since`, or opened
/// before `opened_since`. A page's statement that also reads its session takes this.
pub struct SessionKey {
    pub token_hash: Vec<u8>,
    pub idle_since: DateTime<Utc>,
    pub opened_since: DateTime<Utc>,
}

/// What a page's statement learnt of its session.
#[derive(Debug)]
pub enum SessionSeen {
    /// Nothing: a list with no rows carries no session.
    Unknown,
    /// It has ended, or never was.
    Ended,
    Live(LiveSession),
}

/// A live session's user: a read, no write. A session ends at `key`'s times, and when its account is disabled or
/// deleted.
pub async fn resolve(db: impl PgExecutor<'_>, key: &SessionKey) -> Result<Option<LiveSession>, sqlx::Error> {
    let found = sqlx::query_scalar!(
        r#"SELECT to_jsonb(me) AS "me!: Json<LiveSession>" FROM live_session($1, $2, $3) me"#,
        &key.token_hash,
        key.idle_since,
        key.opened_since
    )
    .fetch_optional(db)
    .await?;
    Ok(found.map(|me| me.0))
}

/// Notes that a session and its user were seen at `now`, in one statement.
pub async fn touch(
    db: impl PgExecutor<'_>,
    session_id: i64,
    user: UserId,
    now: DateTime<Utc>,
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
    idle_since: DateTime<Utc>,
    opened_since: DateTime<Utc>,
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

/// Ends the session whose token hashes to `token_hash`, if there is one.
pub async fn delete_by_token(db: impl PgExecutor<'_>, token_hash: &[u8]) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM sessions WHERE token_hash = $1", token_hash)
        .execute(db)
        .await?;
    Ok(())
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
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
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
