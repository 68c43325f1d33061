//! The `inbound_mail` table: each message the inbound entrances acted on, so that one delivered twice is taken
//! once.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, UserId};

/// Notes a message as taken, unless it already was. Returns whether it is new. A second delivery running at the
/// same time waits here until the first one's transaction ends.
pub async fn note(
    db: impl PgExecutor<'_>,
    key: &str,
    at: DateTime<Utc>,
    user: Option<UserId>,
    game: Option<GameId>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "INSERT INTO inbound_mail (message_key, received_at, user_id, game_id, outcome) VALUES ($1, $2, $3, $4, 'taken')
         ON CONFLICT (message_key) DO NOTHING",
        key,
        at,
        user.map(|u| u.0),
        game.map(|g| g.0)
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// What became of a noted message: `played`, `refused`, `bounce`.
pub async fn set_outcome(db: impl PgExecutor<'_>, key: &str, outcome: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE inbound_mail SET outcome = $2 WHERE message_key = $1",
        key,
        outcome
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets the messages taken before `before`: a mail server gives up redelivering long before.
pub async fn forget_before(db: impl PgExecutor<'_>, before: DateTime<Utc>) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!("DELETE FROM inbound_mail WHERE received_at < $1", before)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
