//! Computer players: their accounts (role `computer`, one per level) and the queue of moves they owe.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, UserId};

/// The account that plays at `level` (`easy`, `medium`, `hard`), unless an admin disabled it.
pub async fn account(db: impl PgExecutor<'_>, level: &str) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: UserId" FROM users WHERE computer_level = $1 AND disabled_at IS NULL"#,
        level
    )
    .fetch_optional(db)
    .await
}

/// The level `user` plays at, if it is a computer player.
pub async fn level_of(db: impl PgExecutor<'_>, user: UserId) -> Result<Option<String>, sqlx::Error> {
    let level = sqlx::query_scalar!("SELECT computer_level FROM users WHERE id = $1", user.0)
        .fetch_optional(db)
        .await?;
    Ok(level.flatten())
}

/// The time a move the computer may think in `game`, in milliseconds, when the game asked for longer than the
/// installation's usual time.
pub async fn think_ms(db: impl PgExecutor<'_>, game: GameId) -> Result<Option<i32>, sqlx::Error> {
    let ms = sqlx::query_scalar!("SELECT computer_think_ms FROM games WHERE id = $1", game.0)
        .fetch_optional(db)
        .await?;
    Ok(ms.flatten())
}

/// Records that the computer may think `ms` milliseconds a move in `game`.
pub async fn set_think_ms(db: impl PgExecutor<'_>, game: GameId, ms: i32) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE games SET computer_think_ms = $2 WHERE id = $1", game.0, ms)
        .execute(db)
        .await?;
    Ok(())
}

/// Asks for the computer's move in `game` at `ply`, replacing any earlier request for the game.
pub async fn queue_move(
    db: impl PgExecutor<'_>,
    game: GameId,
    ply: i32,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    // Workers listening on `computer_moves` wake at once (when the transaction commits).
    sqlx::query!(
        "WITH queued AS (
             INSERT INTO computer_moves (game_id, ply, due_at) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO UPDATE
                 SET ply = EXCLUDED.ply, due_at = EXCLUDED.due_at, leased_till = NULL, attempts = 0, last_error = NULL)
         SELECT pg_notify('computer_moves', '')",
        game.0,
        ply,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// A move request a worker has leased.
#[derive(Debug, Clone, Copy)]
pub struct Claimed {
    pub game: GameId,
    pub ply: i32,
    pub attempts: i32,
}

/// Leases the request due longest, if any, until `lease_till`: other workers pass it by until then.
pub async fn claim(
    db: impl PgExecutor<'_>,
    now: DateTime<Utc>,
    lease_till: DateTime<Utc>,
) -> Result<Option<Claimed>, sqlx::Error> {
    sqlx::query_as!(
        Claimed,
        r#"UPDATE computer_moves SET leased_till = $2, attempts = attempts + 1
           WHERE game_id = (SELECT game_id FROM computer_moves
                            WHERE due_at <= $1 AND (leased_till IS NULL OR leased_till <= $1)
                            ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING game_id AS "game: GameId", ply, attempts"#,
        now,
        lease_till
    )
    .fetch_optional(db)
    .await
}

/// Drops the request for `ply` (played, or no longer the computer's to play); a newer one stays.
pub async fn done(db: impl PgExecutor<'_>, game: GameId, ply: i32) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM computer_moves WHERE game_id = $1 AND ply = $2",
        game.0,
        ply
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Puts a request that failed back in the queue for `retry_at`.
pub async fn failed(
    db: impl PgExecutor<'_>,
    game: GameId,
    ply: i32,
    error: &str,
    retry_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE computer_moves SET due_at = $3, leased_till = NULL, last_error = $4 WHERE game_id = $1 AND ply = $2",
        game.0,
        ply,
        retry_at,
        error
    )
    .execute(db)
    .await?;
    Ok(())
}
