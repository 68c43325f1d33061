//! The analyses of finished games: the requests, their leases and the moves judged so far (`game_analyses`).

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, UserId};

/// An analysis as it stands: the moves judged so far (only once finished: before, only how many), and whether
/// every move is.
pub struct AnalysisRow {
    pub plies: Option<serde_json::Value>,
    pub judged: i32,
    pub finished: bool,
}

/// Asks for the analysis of `game` on behalf of `user`, unless it was asked for before. Says whether this
/// request is the first.
pub async fn request(
    db: impl PgExecutor<'_>,
    game: GameId,
    user: UserId,
    now: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    // Workers listening on `analyses` wake at once (when the transaction commits).
    let made = sqlx::query_scalar!(
        r#"WITH made AS (
               INSERT INTO game_analyses (game_id, requested_by, requested_at) VALUES ($1, $2, $3)
               ON CONFLICT (game_id) DO NOTHING RETURNING game_id)
           SELECT count(*) AS "made!" FROM made, pg_notify('analyses', '')"#,
        game.0,
        user.0,
        now
    )
    .fetch_one(db)
    .await?;
    Ok(made > 0)
}

/// Whether anyone asked for the analysis of `game` (without reading what it holds).
pub async fn asked_for(db: impl PgExecutor<'_>, game: GameId) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM game_analyses WHERE game_id = $1) AS "asked!""#,
        game.0
    )
    .fetch_one(db)
    .await
}

/// The analyses `user` asked for that are still waiting or under way.
pub async fn waiting_by(db: impl PgExecutor<'_>, user: UserId) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM game_analyses WHERE requested_by = $1 AND finished_at IS NULL"#,
        user.0
    )
    .fetch_one(db)
    .await
}

/// The analysis of `game`, if one was asked for.
pub async fn of_game(db: impl PgExecutor<'_>, game: GameId) -> Result<Option<AnalysisRow>, sqlx::Error> {
    sqlx::query_as!(
        AnalysisRow,
        r#"SELECT CASE WHEN finished_at IS NULL THEN NULL ELSE plies END AS plies,
                  jsonb_array_length(plies) AS "judged!", finished_at IS NOT NULL AS "finished!"
           FROM game_analyses WHERE game_id = $1"#,
        game.0
    )
    .fetch_optional(db)
    .await
}

/// An analysis a worker has leased: its game, how many moves are judged already, and the lease, which the
/// worker's writes name so that a worker whose lease ran out writes nothing.
#[derive(Debug, Clone, Copy)]
pub struct Claimed {
    pub game: GameId,
    pub judged: i32,
    pub attempts: i32,
    pub lease: DateTime<Utc>,
}

/// Leases the unfinished analysis asked for longest ago, if any, until `lease_till`.
pub async fn claim(
    db: impl PgExecutor<'_>,
    now: DateTime<Utc>,
    lease_till: DateTime<Utc>,
) -> Result<Option<Claimed>, sqlx::Error> {
    sqlx::query_as!(
        Claimed,
        r#"UPDATE game_analyses SET leased_till = $2, attempts = attempts + 1
           WHERE game_id = (SELECT game_id FROM game_analyses
                            WHERE finished_at IS NULL AND (leased_till IS NULL OR leased_till <= $1)
                            ORDER BY requested_at LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING game_id AS "game: GameId", jsonb_array_length(plies) AS "judged!", attempts,
                     leased_till AS "lease!""#,
        now,
        lease_till
    )
    .fetch_optional(db)
    .await
}

/// Adds `plies` (a JSON array) to the moves judged under `job`'s lease and lets the lease go; `finished` when
/// they were the last. Says whether they were added: a worker whose lease ran out and was taken over adds
/// nothing.
pub async fn add_judged(
    db: impl PgExecutor<'_>,
    job: &Claimed,
    plies: serde_json::Value,
    finished: Option<DateTime<Utc>>,
) -> Result<bool, sqlx::Error> {
    let added = sqlx::query!(
        "UPDATE game_analyses
         SET plies = plies || $4, finished_at = $5, leased_till = NULL, attempts = 0, last_error = NULL
         WHERE game_id = $1 AND leased_till = $2 AND jsonb_array_length(plies) = $3 AND finished_at IS NULL",
        job.game.0,
        job.lease,
        job.judged,
        plies,
        finished
    )
    .execute(db)
    .await?;
    Ok(added.rows_affected() == 1)
}

/// Puts an analysis whose step failed under `job`'s lease back for `retry_at`.
pub async fn failed(
    db: impl PgExecutor<'_>,
    job: &Claimed,
    error: &str,
    retry_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_analyses SET leased_till = $3, last_error = $4
         WHERE game_id = $1 AND leased_till = $2 AND finished_at IS NULL",
        job.game.0,
        job.lease,
        retry_at,
        error
    )
    .execute(db)
    .await?;
    Ok(())
}
