//! The `setups` of games (a draft until submitted) and the setups players save for reuse.

use sqlx::PgExecutor;

use super::{GameId, UserId};
use crate::rules::Seat;

/// Saves a draft; a submitted setup is never changed.
pub async fn save_draft(db: impl PgExecutor<'_>, game: GameId, seat: Seat, setup: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"INSERT INTO setups (game_id, seat, setup) VALUES ($1, $2, $3)
           ON CONFLICT (game_id, seat) DO UPDATE SET setup = excluded.setup
           WHERE setups.submitted_at IS NULL"#,
        game.0,
        seat as Seat,
        setup
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Fixes the seat's setup. Returns false when it was already submitted.
pub async fn submit(
    db: impl PgExecutor<'_>,
    game: GameId,
    seat: Seat,
    setup: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        r#"INSERT INTO setups (game_id, seat, setup, submitted_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (game_id, seat) DO UPDATE SET setup = excluded.setup, submitted_at = $4
           WHERE setups.submitted_at IS NULL"#,
        game.0,
        seat as Seat,
        setup,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, Clone)]
pub struct SavedSetup {
    pub id: i64,
    pub name: String,
    pub setup: String,
}

pub async fn saved(db: impl PgExecutor<'_>, user: UserId, variant: &str) -> Result<Vec<SavedSetup>, sqlx::Error> {
    sqlx::query_as!(
        SavedSetup,
        "SELECT id, name, setup FROM saved_setups WHERE user_id = $1 AND variant = $2 ORDER BY name",
        user.0,
        variant
    )
    .fetch_all(db)
    .await
}

/// Saves a setup under its name (replacing one of that name), unless the player already keeps `most` setups of
/// the preset and this name is new. Returns whether it was saved.
pub async fn save(
    db: impl PgExecutor<'_>,
    user: UserId,
    variant: &str,
    name: &str,
    setup: &str,
    most: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        r#"INSERT INTO saved_setups (user_id, variant, name, setup)
           SELECT $1, $2, $3, $4
           WHERE (SELECT count(*) FROM saved_setups WHERE user_id = $1 AND variant = $2) < $5
              OR EXISTS (SELECT 1 FROM saved_setups WHERE user_id = $1 AND variant = $2 AND name = $3)
           ON CONFLICT (user_id, variant, name) DO UPDATE SET setup = excluded.setup"#,
        user.0,
        variant,
        name,
        setup,
        most
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn saved_one(db: impl PgExecutor<'_>, user: UserId, id: i64) -> Result<Option<SavedSetup>, sqlx::Error> {
    sqlx::query_as!(
        SavedSetup,
        "SELECT id, name, setup FROM saved_setups WHERE user_id = $1 AND id = $2",
        user.0,
        id
    )
    .fetch_optional(db)
    .await
}

/// When each seat submitted its setup.
pub async fn submitted_times(
    db: impl PgExecutor<'_>,
    game: GameId,
) -> Result<[Option<chrono::DateTime<chrono::Utc>>; 2], sqlx::Error> {
    let rows = sqlx::query!("SELECT seat, submitted_at FROM setups WHERE game_id = $1", game.0)
        .fetch_all(db)
        .await?;
    let mut times = [None, None];
    for r in rows {
        times[usize::from(r.seat == 1)] = r.submitted_at;
    }
    Ok(times)
}
