//! Account events (migration 32): written unnumbered in the transaction that made them, numbered after they
//! commit, read by number.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};

use super::{GameId, UserId};

/// An advisory lock's key, held by the numbering transaction: one numbers at a time.
const NUMBERING_LOCK: i64 = 0x6669_656c_6465_7631;

/// One numbered event as stored.
#[derive(Debug, Clone)]
pub struct EventRow {
    pub seq: i64,
    pub at: DateTime<Utc>,
    pub body: serde_json::Value,
}

/// Writes an event for `user` that names `other`'s account, if any.
pub async fn insert(
    db: impl PgExecutor<'_>,
    (user, other): (UserId, Option<UserId>),
    at: DateTime<Utc>,
    body: &serde_json::Value,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO account_events (user_id, other_id, at, body) VALUES ($1, $2, $3, $4)",
        user.0,
        other.map(|o| o.0),
        at,
        body
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Numbers the committed events that have no number yet, in the order they were written, and announces each
/// account that has new ones. The caller commits; until then the next numbering waits on the lock.
pub async fn number(tx: &mut PgConnection) -> Result<Vec<UserId>, sqlx::Error> {
    sqlx::query!("SELECT pg_advisory_xact_lock($1)", NUMBERING_LOCK)
        .execute(&mut *tx)
        .await?;
    let users = sqlx::query_scalar!(
        r#"WITH todo AS (
               SELECT id, user_id, nextval('account_event_seq') AS seq
               FROM (SELECT id, user_id FROM account_events WHERE seq IS NULL ORDER BY id) unnumbered
           ), numbered AS (
               UPDATE account_events e SET seq = todo.seq FROM todo WHERE e.id = todo.id RETURNING e.user_id
           )
           SELECT DISTINCT user_id AS "user_id!" FROM numbered"#
    )
    .fetch_all(&mut *tx)
    .await?;
    for user in &users {
        sqlx::query!("SELECT pg_notify('account_event', $1)", user.to_string())
            .execute(&mut *tx)
            .await?;
    }
    Ok(users.into_iter().map(UserId).collect())
}

/// The account's events numbered after `after`, oldest first, at most `limit`.
pub async fn after(
    db: impl PgExecutor<'_>,
    user: UserId,
    after: i64,
    limit: i64,
) -> Result<Vec<EventRow>, sqlx::Error> {
    sqlx::query_as!(
        EventRow,
        r#"SELECT seq AS "seq!", at, body FROM account_events
           WHERE user_id = $1 AND seq > $2 ORDER BY seq LIMIT $3"#,
        user.0,
        after,
        limit
    )
    .fetch_all(db)
    .await
}

/// The number of the account's newest event, 0 when it has none.
pub async fn newest(db: impl PgExecutor<'_>, user: UserId) -> Result<i64, sqlx::Error> {
    let seq = sqlx::query_scalar!("SELECT max(seq) FROM account_events WHERE user_id = $1", user.0)
        .fetch_one(db)
        .await?;
    Ok(seq.unwrap_or(0))
}

/// Forgets the message events `user` has from game `game` (they mute its other player).
pub async fn forget_messages(db: impl PgExecutor<'_>, user: UserId, game: GameId) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM account_events WHERE user_id = $1 AND body->>'type' = 'message' AND body->>'game' = $2",
        user.0,
        game.0.to_string()
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets the event that carries message `message` (an administrator hid it).
pub async fn forget_message(db: impl PgExecutor<'_>, message: i64) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "/* cold: an administrator hides a message rarely */ DELETE FROM account_events WHERE body->>'type' = 'message' AND body->>'message' = $1",
        message.to_string()
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets the events written before `before`.
pub async fn forget_before(db: impl PgExecutor<'_>, before: DateTime<Utc>) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!("DELETE FROM account_events WHERE at < $1", before)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
