//! The players' conversation in a game: `game_messages`, `game_mutes` and `message_reports`.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, UserId};

#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Deserialize)]
pub struct MessageRow {
    pub id: i64,
    pub author_id: UserId,
    pub author_name: String,
    pub body: String,
    pub created_at: DateTime<Utc>,
    pub hidden: bool,
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    game: GameId,
    author: UserId,
    body: &str,
    now: DateTime<Utc>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO game_messages (game_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        game.0,
        author.0,
        body,
        now
    )
    .fetch_one(db)
    .await
}

/// How many messages `author` wrote since `since`, in any game: the rate limit.
pub async fn written_since(db: impl PgExecutor<'_>, author: UserId, since: DateTime<Utc>) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM game_messages WHERE author_id = $1 AND created_at > $2"#,
        author.0,
        since
    )
    .fetch_one(db)
    .await
}

/// A game's conversation, oldest first, hidden messages included (callers decide who sees them).
pub async fn of_game(db: impl PgExecutor<'_>, game: GameId) -> Result<Vec<MessageRow>, sqlx::Error> {
    sqlx::query_as!(
        MessageRow,
        r#"SELECT m.id, m.author_id AS "author_id: UserId", u.username AS author_name, m.body, m.created_at,
                  (m.hidden_at IS NOT NULL) AS "hidden!"
           FROM game_messages m JOIN users u ON u.id = m.author_id
           WHERE m.game_id = $1 ORDER BY m.id"#,
        game.0
    )
    .fetch_all(db)
    .await
}

/// One message and the game it belongs to.
pub async fn game_of(db: impl PgExecutor<'_>, message: i64) -> Result<Option<(GameId, UserId)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT game_id AS "game_id: GameId", author_id AS "author_id: UserId" FROM game_messages WHERE id = $1"#,
        message
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.game_id, r.author_id)))
}

/// The messages `author` wrote in `game` that no mail has carried yet, and marks them carried (`alone`: by a
/// mail of words alone): whoever calls this puts them in a mail in the same transaction.
pub async fn take_unmailed(
    db: impl PgExecutor<'_>,
    game: GameId,
    author: UserId,
    now: DateTime<Utc>,
    alone: bool,
) -> Result<Vec<(i64, String)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"WITH taken AS (
               UPDATE game_messages SET mailed_at = $3, mailed_alone = $4
               WHERE game_id = $1 AND author_id = $2 AND mailed_at IS NULL AND hidden_at IS NULL
               RETURNING id, body)
           SELECT id AS "id!", body AS "body!" FROM taken ORDER BY id"#,
        game.0,
        author.0,
        now,
        alone
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r.body)).collect())
}

/// Whether a mail of words alone carried words of `author` in `game` after `since`.
pub async fn mailed_since(
    db: impl PgExecutor<'_>,
    game: GameId,
    author: UserId,
    since: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM game_messages WHERE game_id = $1 AND author_id = $2 AND mailed_alone
                                                 AND mailed_at > $3)
           AS "mailed!""#,
        game.0,
        author.0,
        since
    )
    .fetch_one(db)
    .await
}

pub async fn hide(db: impl PgExecutor<'_>, message: i64, now: DateTime<Utc>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_messages SET hidden_at = $2 WHERE id = $1 AND hidden_at IS NULL",
        message,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn is_muted(db: impl PgExecutor<'_>, game: GameId, user: UserId) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM game_mutes WHERE game_id = $1 AND user_id = $2) AS "muted!""#,
        game.0,
        user.0
    )
    .fetch_one(db)
    .await
}

pub async fn set_muted(db: impl PgExecutor<'_>, game: GameId, user: UserId, muted: bool) -> Result<(), sqlx::Error> {
    if muted {
        sqlx::query!(
            "INSERT INTO game_mutes (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            game.0,
            user.0
        )
        .execute(db)
        .await?;
    } else {
        sqlx::query!(
            "DELETE FROM game_mutes WHERE game_id = $1 AND user_id = $2",
            game.0,
            user.0
        )
        .execute(db)
        .await?;
    }
    Ok(())
}

/// Files a report; a second report of the same message by the same player changes nothing.
pub async fn report(
    db: impl PgExecutor<'_>,
    message: i64,
    reporter: UserId,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO message_reports (message_id, reporter_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (message_id, reporter_id) DO NOTHING",
        message,
        reporter.0,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// A report waiting for an admin.
#[derive(Debug, Clone)]
pub struct OpenReport {
    pub message_id: i64,
    pub game_id: GameId,
    pub author_id: UserId,
    pub author_name: String,
    pub reporter_name: String,
    pub body: String,
    pub reported_at: DateTime<Utc>,
}

/// The reports no admin has dealt with, oldest first.
pub async fn open_reports(db: impl PgExecutor<'_>) -> Result<Vec<OpenReport>, sqlx::Error> {
    sqlx::query_as!(
        OpenReport,
        r#"SELECT r.message_id, m.game_id AS "game_id: GameId", m.author_id AS "author_id: UserId",
                  a.username AS author_name, p.username AS reporter_name, m.body, r.created_at AS reported_at
           FROM message_reports r
           JOIN game_messages m ON m.id = r.message_id
           JOIN users a ON a.id = m.author_id
           JOIN users p ON p.id = r.reporter_id
           WHERE r.resolved_at IS NULL ORDER BY r.created_at LIMIT 200"#
    )
    .fetch_all(db)
    .await
}

/// Closes every open report of a message. Returns how many there were.
pub async fn resolve_reports(db: impl PgExecutor<'_>, message: i64, now: DateTime<Utc>) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE message_reports SET resolved_at = $2 WHERE message_id = $1 AND resolved_at IS NULL",
        message,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
